/** One adapter per social provider; each calls the provider's verification endpoint (base URL configurable). */
import { appleAdapter } from './apple';
import { facebookAdapter } from './facebook';
import { googleAdapter } from './google';
import type { SocialAdapter, SocialProvider } from './types';

export { SocialTokenError, type SocialProfile, type SocialProvider } from './types';

export const SOCIAL_ADAPTERS: Readonly<Record<SocialProvider, SocialAdapter>> = {
  facebook: facebookAdapter,
  google: googleAdapter,
  apple: appleAdapter,
};
