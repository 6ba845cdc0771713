/**
 * A shop server for the security tests: small catalogue, every gateway played by the local sandbox, no expiry
 * sweeper; optionally rate limits out of the way (fuzzing) and a staff token.
 */
import { loadPaymentsConfig } from '../../../server/modules/payment/config';
import { startAccountsServer, type AccountsServer, type ConfigOverrides } from '../../server/accounts/helpers';

export const STAFF_TOKEN = 'staff-token-for-security-tests-3f9a';

export interface ShopOptions {
  /** Log-in / forgot-password limits so high that thousands of fuzz requests never reach them. */
  noRateLimits?: boolean;
  /** Set STAFF_API_TOKEN while the routes are registered. */
  staffToken?: boolean;
  trustProxy?: number;
  accounts?: ConfigOverrides;
}

const UNLIMITED = { max: 1_000_000, windowMs: 60_000 };

export async function startShop(options: ShopOptions = {}): Promise<AccountsServer> {
  const env: Record<string, string | undefined> = {
    SEED_PRODUCTS: '6',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    STAFF_API_TOKEN: options.staffToken ? STAFF_TOKEN : undefined,
  };
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    const rateLimits = options.noRateLimits
      ? { loginPerIdentifier: UNLIMITED, loginPerIp: UNLIMITED, forgotPerEmail: UNLIMITED, forgotPerIp: UNLIMITED, avatarUploadsPerCustomer: UNLIMITED }
      : {};
    return await startAccountsServer(
      { ...options.accounts, rateLimits: { ...rateLimits, ...options.accounts?.rateLimits } },
      { payments: loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }), trustProxy: options.trustProxy ?? false },
    );
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
