/**
 * Facebook: `/app` must be FACEBOOK_APP_ID (a token the shopper gave another app is refused), then `/me` for the
 * profile. Facebook does not say whether the address was verified, so its email never links to an existing account.
 */
import { SocialTokenError, fetchJson, str, type SocialAdapter } from './types';

export const facebookAdapter: SocialAdapter = async (token, config) => {
  if (!config.facebookAppId) throw new SocialTokenError('FACEBOOK_APP_ID is not configured');
  const base = config.facebookGraphUrl;
  const auth = `access_token=${encodeURIComponent(token)}`;
  const app = await fetchJson(`${base}/app?${auth}`);
  if (str(app.id) !== config.facebookAppId) throw new SocialTokenError('token issued to another Facebook app');
  const me = await fetchJson(`${base}/me?fields=id,name,first_name,last_name,middle_name,short_name,email&${auth}`);
  const subject = str(me.id);
  if (!subject) throw new SocialTokenError('Facebook profile without id');
  return { provider: 'facebook', subject, email: str(me.email)?.toLowerCase() ?? null, emailVerified: false, fullName: str(me.name) };
};
