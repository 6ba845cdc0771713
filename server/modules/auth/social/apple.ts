/**
 * Apple: the identity token is an RS256 JWT; its key comes from APPLE_KEYS_URL (a JWKS), imported with
 * createPublicKey({ format: 'jwk' }). Checks the signature, iss, aud (= APPLE_CLIENT_ID) and exp.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { SocialTokenError, fetchJson, str, type SocialAdapter } from './types';

const ISSUER = 'https://appleid.apple.com';

function decodePart(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SocialTokenError('malformed Apple token');
}

export const appleAdapter: SocialAdapter = async (token, config) => {
  if (!config.appleClientId) throw new SocialTokenError('APPLE_CLIENT_ID is not configured');
  const parts = token.split('.');
  if (parts.length !== 3) throw new SocialTokenError('malformed Apple token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  if (header.alg !== 'RS256') throw new SocialTokenError('unexpected Apple token algorithm');

  const jwks = await fetchJson(config.appleKeysUrl);
  const keys = Array.isArray(jwks.keys) ? (jwks.keys as Array<Record<string, unknown>>) : [];
  const jwk = keys.find((key) => key.kid === header.kid && key.kty === 'RSA');
  if (!jwk) throw new SocialTokenError('unknown Apple signing key');
  let valid = false;
  try {
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    valid = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), publicKey, Buffer.from(signaturePart, 'base64url'));
  } catch {
    valid = false;
  }
  if (!valid) throw new SocialTokenError('bad Apple token signature');

  const claims = decodePart(payloadPart);
  if (claims.iss !== ISSUER) throw new SocialTokenError('unexpected Apple issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(config.appleClientId)) throw new SocialTokenError('token issued to another Apple client');
  const exp = Number(claims.exp);
  if (!Number.isFinite(exp) || exp * 1000 <= Date.now()) throw new SocialTokenError('expired Apple token');
  const subject = str(claims.sub);
  if (!subject) throw new SocialTokenError('Apple token without subject');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return { provider: 'apple', subject, email: verified ? (str(claims.email)?.toLowerCase() ?? null) : null, fullName: null };
};
