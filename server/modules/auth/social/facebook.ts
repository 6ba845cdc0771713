/** Facebook: the Graph API `/me` for the profile and, when FACEBOOK_APP_ID is set, `/app` to check the token's app. */
import { SocialTokenError, fetchJson, str, type SocialAdapter } from './types';

export const facebookAdapter: SocialAdapter = async (token, config) => {
  const base = config.facebookGraphUrl;
  const auth = `access_token=${encodeURIComponent(token)}`;
  if (config.facebookAppId) {
    const app = await fetchJson(`${base}/app?${auth}`);
    if (str(app.id) !== config.facebookAppId) throw new SocialTokenError('token issued to another Facebook app');
  }
  const me = await fetchJson(`${base}/me?fields=id,name,first_name,last_name,middle_name,short_name,email&${auth}`);
  const subject = str(me.id);
  if (!subject) throw new SocialTokenError('Facebook profile without id');
  return { provider: 'facebook', subject, email: str(me.email)?.toLowerCase() ?? null, fullName: str(me.name) };
};
