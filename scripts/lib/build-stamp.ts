/**
 * Decides whether the static site must be rebuilt: the build is stamped with a hash of every input
 * that shapes it (storefront code, static files, Gatsby config, lockfile, build-time env) and the
 * catalogue fingerprint from the database. A missing or different stamp means "build".
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from '../../server/paths';

export const repoRoot = REPO_ROOT;

const CODE_INPUTS = ['src', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json', 'tsconfig.json'];
export const STAMP_FILE = 'build-stamp.json';

export interface BuildStamp {
  code: string;
  catalog: string;
}

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** Build-time environment: anything Gatsby inlines (GATSBY_*) or that changes URLs in the HTML. */
function buildEnv(env: NodeJS.ProcessEnv): string {
  return Object.keys(env)
    .filter((key) => key.startsWith('GATSBY_') || key === 'SITE_URL')
    .sort()
    .map((key) => `${key}=${env[key]}`)
    .join('\n');
}

export function codeHash(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const input of CODE_INPUTS) {
    for (const file of listFiles(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  hash.update(buildEnv(env));
  return hash.digest('hex');
}

export function readStamp(publicDir: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(publicDir, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.code === 'string' && typeof stamp.catalog === 'string' ? { code: stamp.code, catalog: stamp.catalog } : null;
  } catch {
    return null;
  }
}

export function writeStamp(publicDir: string, stamp: BuildStamp): void {
  fs.writeFileSync(path.join(publicDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
}

/** Why a build is needed, in words for the terminal, or null when the current build is up to date. */
export function staleReason(publicDir: string, wanted: BuildStamp): string | null {
  if (!fs.existsSync(path.join(publicDir, 'index.html')) && !fs.existsSync(path.join(publicDir, 'home', 'index.html'))) {
    return 'no build yet';
  }
  const stamp = readStamp(publicDir);
  if (!stamp) return 'the build has no stamp';
  if (stamp.code !== wanted.code) return 'the storefront code changed';
  if (stamp.catalog !== wanted.catalog) return 'the catalogue changed';
  return null;
}
