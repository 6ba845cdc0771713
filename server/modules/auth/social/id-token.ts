/**
 * OpenID ID tokens (Google, Apple) verified with `jose`: signature against the provider's published keys (fetched
 * once per URL and cached by jose, refetched when a new key id appears), issuer, audience and expiry.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { SocialTokenError } from './types';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 8000, cooldownDuration: 30_000, cacheMaxAge: 6 * 60 * 60 * 1000 });
    keySets.set(url, set);
  }
  return set;
}

export interface IdTokenCheck {
  keysUrl: string;
  issuer: string | string[];
  audience: string;
  provider: string;
}

/** The verified claims; SocialTokenError for any token this shop must not accept; other errors = provider down. */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keySet(check.keysUrl), {
      issuer: check.issuer,
      audience: check.audience,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && !(error instanceof errors.JOSEError))) {
      throw new Error(`${check.provider} keys unreachable: ${error.message}`);
    }
    if (error instanceof errors.JOSEError) throw new SocialTokenError(`${check.provider} token refused: ${error.code}`);
    throw error;
  }
}

/** `email_verified` is a boolean in Apple's and Google's tokens, a string in some older ones. */
export const emailVerified = (claims: JWTPayload): boolean => claims.email_verified === true || claims.email_verified === 'true';
