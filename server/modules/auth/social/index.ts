/** One adapter per social provider; each verifies the token with the provider (endpoints configurable for tests). */
import { appleAdapter } from './apple';
import { facebookAdapter } from './facebook';
import { googleAdapter } from './google';
import type { AccountsConfig } from '../config';
import type { SocialAdapter, SocialProvider } from './types';

export { SocialTokenError, type SocialProfile, type SocialProvider } from './types';

export const SOCIAL_ADAPTERS: Readonly<Record<SocialProvider, SocialAdapter>> = {
  facebook: facebookAdapter,
  google: googleAdapter,
  apple: appleAdapter,
};

/** A provider is on only when the shop's id with it is set: without it no token could be checked as ours. */
export function socialProviderEnabled(provider: SocialProvider, config: AccountsConfig): boolean {
  const ids: Record<SocialProvider, string | undefined> = { facebook: config.facebookAppId, google: config.googleClientId, apple: config.appleClientId };
  return Boolean(ids[provider]);
}
