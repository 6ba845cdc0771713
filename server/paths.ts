import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above this module with the project's package.json. The same
 * code runs from `server/` (tsx, ts-jest) and bundled from `dist/` (npm start), so no fixed `..` depth.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);
