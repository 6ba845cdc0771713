import fs from 'node:fs';

export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('storefront-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
