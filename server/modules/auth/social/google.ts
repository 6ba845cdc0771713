/** Google: the tokeninfo endpoint (an ID token, or an access token), audience checked against GOOGLE_CLIENT_ID when set. */
import { SocialTokenError, fetchJson, str, type SocialAdapter } from './types';

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

export const googleAdapter: SocialAdapter = async (token, config) => {
  const param = token.split('.').length === 3 ? 'id_token' : 'access_token';
  const url = new URL(config.googleTokeninfoUrl);
  url.searchParams.set(param, token);
  const info = await fetchJson(url.toString());
  if (config.googleClientId && str(info.aud) !== config.googleClientId && str(info.azp) !== config.googleClientId) {
    throw new SocialTokenError('token issued to another Google client');
  }
  const iss = str(info.iss);
  if (iss && !ISSUERS.has(iss)) throw new SocialTokenError('unexpected Google issuer');
  const exp = Number(info.exp);
  if (info.exp !== undefined && (!Number.isFinite(exp) || exp * 1000 <= Date.now())) throw new SocialTokenError('expired Google token');
  const subject = str(info.sub) ?? str(info.user_id);
  if (!subject) throw new SocialTokenError('Google token without subject');
  const verified = info.email_verified === true || info.email_verified === 'true';
  return { provider: 'google', subject, email: verified ? (str(info.email)?.toLowerCase() ?? null) : null, fullName: str(info.name) };
};
