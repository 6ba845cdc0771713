/** Accounts settings for API tests: the real defaults, except that every test shopper registers from 127.0.0.1. */
import { loadAccountsConfig, type AccountsConfig } from '../../../server/modules/auth/config';

export type ConfigOverrides = Partial<Omit<AccountsConfig, 'rateLimits'>> & { rateLimits?: Partial<AccountsConfig['rateLimits']> };

export function testConfig(overrides: ConfigOverrides = {}): AccountsConfig {
  const base = loadAccountsConfig({ SITE_URL: 'https://thuedo.test' });
  const rateLimits = { ...base.rateLimits, registrationPerIp: { max: 100_000, windowMs: base.rateLimits.registrationPerIp.windowMs } };
  return { ...base, ...overrides, rateLimits: { ...rateLimits, ...overrides.rateLimits } };
}
