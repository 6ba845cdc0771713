// Tests that start the server as a process run the compiled dist/ (as `npm start` does): compile it once per run.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default async function compileServer() {
  const script = fileURLToPath(new URL('../scripts/build-server.mjs', import.meta.url));
  execFileSync(process.execPath, [script, '--quiet'], { stdio: 'inherit' });
}
