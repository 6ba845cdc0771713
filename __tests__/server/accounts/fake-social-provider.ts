/** A local stand-in for graph.facebook.com and Google's and Apple's published keys, and tokens signed for it. */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FB_APP_ID = 'fb-app-123';
export const GOOGLE_CLIENT_ID = 'google-client-123.apps.googleusercontent.com';
export const APPLE_CLIENT_ID = 'vn.thuedo.web';

export interface FakeProvider {
  url: string;
  facebook: Map<string, { app: string; me: Record<string, unknown> }>;
  requests: string[];
  close(): Promise<void>;
}

export const appleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const googleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';

export async function startFakeProvider(): Promise<FakeProvider> {
  const facebook = new Map<string, { app: string; me: Record<string, unknown> }>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/graph/me' || url.pathname === '/graph/app') {
      const entry = facebook.get(url.searchParams.get('access_token') ?? '');
      if (!entry) return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      return send(200, url.pathname === '/graph/app' ? { id: entry.app, name: 'Thuê Đồ' } : entry.me);
    }
    if (url.pathname === '/apple/keys' || url.pathname === '/google/certs') {
      const key = url.pathname === '/apple/keys' ? appleKeys : googleKeys;
      return send(200, { keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }] });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    facebook,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function signedToken(defaults: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${encode({ alg: 'RS256', kid })}.${encode({ exp: now + 600, iat: now, ...defaults, ...claims })}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}

export function appleToken(claims: Record<string, unknown>, key: KeyObject = appleKeys.privateKey, kid = KID): string {
  return signedToken({ iss: 'https://appleid.apple.com', aud: APPLE_CLIENT_ID }, claims, key, kid);
}

export function googleToken(claims: Record<string, unknown>, key: KeyObject = googleKeys.privateKey, kid = KID): string {
  return signedToken({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID }, claims, key, kid);
}

/** The accounts settings that point every provider at the fake one; `withIds` also sets the shop's ids. */
export function fakeProviderConfig(provider: FakeProvider, withIds = true) {
  const urls = { facebookGraphUrl: `${provider.url}/graph`, googleKeysUrl: `${provider.url}/google/certs`, appleKeysUrl: `${provider.url}/apple/keys` };
  return withIds ? { ...urls, facebookAppId: FB_APP_ID, googleClientId: GOOGLE_CLIENT_ID, appleClientId: APPLE_CLIENT_ID } : urls;
}
