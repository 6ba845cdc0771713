/** The built storefront (public/) the browser downloads, and the server's configuration names. */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const PUBLIC_DIR = path.resolve(process.env.PUBLIC_DIR ?? path.join(REPO_ROOT, 'public'));

/** Every file under public/ (relative paths, forward slashes); fails with what to do when there is no build. */
export function builtFiles(): string[] {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error(`No built site in ${PUBLIC_DIR}: run \`npm run build\` first (CI runs this suite after the browser journeys, which build it).`);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(path.relative(PUBLIC_DIR, full).split(path.sep).join('/'));
    }
  };
  walk(PUBLIC_DIR);
  return files.sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * The environment variables the server reads: `env.NAME` / `env['NAME']` in server/, the names its config files
 * pass around as strings, and the README's configuration table. GATSBY_* (meant for the browser) left out.
 */
export function serverEnvNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(REPO_ROOT, 'server'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) names.add(match[1] ?? match[2]!);
    if (/config\.ts$/.test(file)) for (const match of text.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) names.add(match[1]!);
  }
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  for (const row of readme.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*)/gm)) {
    for (const name of row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name[1]!);
  }
  return [...names].filter((name) => !name.startsWith('GATSBY_') && name !== 'NODE_ENV').sort();
}

/** The names among them that hold secrets (credentials, signing keys, connection strings with passwords). */
export function isSecretName(name: string): boolean {
  return /SECRET|TOKEN|PASSWORD|_KEY\d*$|DATABASE_URL$|SMTP_URL$/.test(name);
}
