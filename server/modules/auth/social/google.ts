/** Google: an ID token (Google Identity Services' credential) verified with jose against Google's keys and GOOGLE_CLIENT_ID. */
import { emailVerified, verifyIdToken } from './id-token';
import { SocialTokenError, str, type SocialAdapter } from './types';

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const googleAdapter: SocialAdapter = async (token, config) => {
  if (!config.googleClientId) throw new SocialTokenError('GOOGLE_CLIENT_ID is not configured');
  const claims = await verifyIdToken(token, { keysUrl: config.googleKeysUrl, issuer: ISSUERS, audience: config.googleClientId, provider: 'Google' });
  const subject = str(claims.sub);
  if (!subject) throw new SocialTokenError('Google token without subject');
  return { provider: 'google', subject, email: str(claims.email)?.toLowerCase() ?? null, emailVerified: emailVerified(claims), fullName: str(claims.name) };
};
