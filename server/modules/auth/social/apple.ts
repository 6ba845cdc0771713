/** Apple: the identity token (RS256 JWT) verified with jose against Apple's keys, issuer and APPLE_CLIENT_ID. */
import { emailVerified, verifyIdToken } from './id-token';
import { SocialTokenError, str, type SocialAdapter } from './types';

export const appleAdapter: SocialAdapter = async (token, config) => {
  if (!config.appleClientId) throw new SocialTokenError('APPLE_CLIENT_ID is not configured');
  const claims = await verifyIdToken(token, { keysUrl: config.appleKeysUrl, issuer: 'https://appleid.apple.com', audience: config.appleClientId, provider: 'Apple' });
  const subject = str(claims.sub);
  if (!subject) throw new SocialTokenError('Apple token without subject');
  return { provider: 'apple', subject, email: str(claims.email)?.toLowerCase() ?? null, emailVerified: emailVerified(claims), fullName: null };
};
