/** Social app ids, inlined at build time; a provider shows only when its id is set. */
export function socialConfig() {
  return {
    facebook: process.env.GATSBY_FACEBOOK_APP_ID ?? '',
    google: process.env.GATSBY_GOOGLE_CLIENT_ID ?? '',
    apple: process.env.GATSBY_APPLE_CLIENT_ID ?? '',
  };
}

export const hasSocialLogin = (): boolean => Boolean(socialConfig().facebook);
