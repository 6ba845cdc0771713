import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

function readVersion(): string {
  const raw = fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8');
  const { version } = JSON.parse(raw) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

/** The product version from package.json, shown by /v1/health and the OpenAPI document. */
export const APP_VERSION = readVersion();
