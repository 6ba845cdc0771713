import fs from 'node:fs';
import { startTestServer } from './helpers/test-server';
jest.setTimeout(60000);
it('dumps', async () => {
  const server = await startTestServer({ seed: false });
  const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
  fs.writeFileSync('/tmp/oas/openapi.json', JSON.stringify(doc, null, 2));
  await server.close();
});
