/**
 * Nothing server-only in what the browser downloads (public/, the built site): no private key, no server secret —
 * neither the values set in this environment (the build runs in the same one) nor any server variable name paired
 * with a value — no credentialed connection string, no secret file. Gatsby exposes GATSBY_* only.
 * Needs a build: fails with what to run when public/ is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtFiles, isSecretName, PUBLIC_DIR, REPO_ROOT, serverEnvNames } from './support/built-site';

jest.setTimeout(120_000);

const TEXT_FILE = /\.(?:js|mjs|cjs|map|html|json|css|txt|svg|xml|webmanifest)$/;
/** What the browser runs or reads (source maps are only scanned for secrets: they quote third-party code). */
const LOADED_FILE = /\.(?:js|mjs|cjs|html|json|webmanifest)$/;
const PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/;
const CREDENTIALED_URL = /\b(?:postgres(?:ql)?|mysql|smtps?|redis|amqp):\/\/[^\s:"'`/@]+:[^\s"'`/@]+@/i;
const FORBIDDEN_FILE = /(?:^|\/)(?:\.env[^/]*|[^/]*\.pem|[^/]*\.key|id_rsa[^/]*|secret|server_secrets[^/]*)$/;

/** `NAME` followed by `:` or `=` and a value of 4+ characters, as a config object or an inlined env would show it. */
function assignment(name: string): RegExp {
  return new RegExp(`\\b${name}\\b["'\`]?\\s*[:=]\\s*["'\`]?[^\\s"'\`,;)}\\]]{4,}`);
}

function secretValues(): Array<{ source: string; value: string }> {
  const values: Array<{ source: string; value: string }> = [];
  for (const name of serverEnvNames().filter(isSecretName)) {
    const value = process.env[name]?.trim();
    if (value && value.length >= 8) values.push({ source: `$${name}`, value });
  }
  for (const dir of [path.join(REPO_ROOT, '.data'), process.env.DATA_DIR, process.env.E2E_DATA_DIR]) {
    const file = dir ? path.join(dir, 'secret') : null;
    if (file && fs.existsSync(file)) values.push({ source: file, value: fs.readFileSync(file, 'utf8').trim() });
  }
  return values.filter(({ value }) => value.length >= 8);
}

describe('no server secret in the browser bundle', () => {
  let files: string[];
  const contents = new Map<string, string>();

  beforeAll(() => {
    files = builtFiles();
    for (const file of files.filter((name) => TEXT_FILE.test(name))) contents.set(file, fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'));
  });

  const offending = (test: (text: string, file: string) => boolean) => [...contents].filter(([file, text]) => test(text, file)).map(([file]) => file);

  it('knows which server variables are secrets (so the checks below cannot go vacuous)', () => {
    const secrets = serverEnvNames().filter(isSecretName);
    expect(secrets).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SESSION_SECRET', 'SMTP_URL', 'STAFF_API_TOKEN', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY', 'ZALOPAY_KEY1', 'ZALOPAY_KEY2', 'VNPAY_HASH_SECRET']),
    );
    expect(serverEnvNames()).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'TRUST_PROXY', 'PUBLIC_ORIGIN', 'BANK_ACCOUNT_NUMBER']));
    expect(contents.size).toBeGreaterThan(0);
  });

  it('ships no secret file (.env, keys, the generated session secret)', () => {
    expect(files.filter((file) => FORBIDDEN_FILE.test(file))).toEqual([]);
  });

  it('contains no private key block and no connection string with a password', () => {
    expect(offending((text) => PRIVATE_KEY.test(text))).toEqual([]);
    expect(offending((text) => CREDENTIALED_URL.test(text))).toEqual([]);
  });

  it('contains none of the server secrets’ values set in this environment, nor the generated session secret', () => {
    const found = secretValues().flatMap(({ source, value }) => offending((text) => text.includes(value)).map((file) => `${source} in ${file}`));
    expect(found).toEqual([]);
  });

  it('never pairs a server secret’s name with a value, not even in source maps', () => {
    const found = serverEnvNames()
      .filter(isSecretName)
      .flatMap((name) => offending((text) => assignment(name).test(text)).map((file) => `${name} in ${file}`));
    expect(found).toEqual([]);
  });

  it('exposes only GATSBY_* variables: no server configuration name carries a value in the loaded files', () => {
    const found = serverEnvNames().flatMap((name) =>
      offending((text, file) => LOADED_FILE.test(file) && assignment(name).test(text)).map((file) => `${name} in ${file}`),
    );
    expect(found).toEqual([]);
    const inlined = offending((text, file) => LOADED_FILE.test(file) && /process\.env\.(?!GATSBY_|NODE_ENV\b)[A-Z][A-Z0-9_]+/.test(text));
    expect(inlined).toEqual([]);
  });
});
