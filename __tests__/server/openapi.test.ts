import { startTestServer, type TestServer } from './helpers/test-server';

// PGlite start-up and child processes take seconds; Jest ignores a testTimeout set inside a project.
jest.setTimeout(60_000);

describe('GET /v1/openapi.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is an OpenAPI 3 document of the API routes, without itself', async () => {
    const response = await fetch(`${server.url}/v1/openapi.json`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/menu']));
    expect(doc.paths['/v1/openapi.json']).toBeUndefined();
    expect(Object.keys(doc.paths).every((path: string) => path.startsWith('/v1/'))).toBe(true);
  });

  it('describes the menu tree with a recursive MenuItem component', async () => {
    const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
    const menuItem = doc.components.schemas.MenuItem;
    expect(menuItem.properties.children.items.$ref).toBe('#/components/schemas/MenuItem');
    const itemsSchema = doc.paths['/v1/menu'].get.responses['200'].content['application/json'].schema;
    expect(itemsSchema.properties.items.items.$ref).toBe('#/components/schemas/MenuItem');
  });
});
