/** Order settings from the environment (read when the order routes are registered). */
export interface OrderConfig {
  /** How long an unpaid order holds its units for an online gateway (MoMo, ZaloPay, VNPay). */
  onlineTtlMinutes: number;
  /** … for cash at the shop and bank transfer. */
  offlineTtlMinutes: number;
  /** How often expired unpaid orders are cancelled; 0 disables the sweeper. */
  sweepIntervalSeconds: number;
  /** Bearer token of the staff routes (at least 32 characters); unset → those routes answer 404. */
  staffToken: string | null;
}

export const STAFF_TOKEN_MIN_LENGTH = 32;

function staffToken(env: NodeJS.ProcessEnv): string | null {
  const token = env.STAFF_API_TOKEN?.trim() || null;
  if (token !== null && token.length < STAFF_TOKEN_MIN_LENGTH) {
    throw new Error(`STAFF_API_TOKEN must be at least ${STAFF_TOKEN_MIN_LENGTH} random characters (e.g. \`openssl rand -hex 32\`), got ${token.length}`);
  }
  return token;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got "${raw}"`);
  return value;
}

export function loadOrderConfig(env: NodeJS.ProcessEnv = process.env): OrderConfig {
  return {
    onlineTtlMinutes: number(env, 'ORDER_ONLINE_TTL_MINUTES', 30),
    offlineTtlMinutes: number(env, 'ORDER_OFFLINE_TTL_MINUTES', 1440),
    sweepIntervalSeconds: number(env, 'ORDER_SWEEP_INTERVAL_SECONDS', 60),
    staffToken: staffToken(env),
  };
}

/** Methods whose payment happens online right away (short hold). */
export const ONLINE_METHODS = new Set(['momo', 'zalopay', 'vnpay_atm', 'vnpay_card']);

export function ttlMinutes(config: OrderConfig, method: string): number {
  return ONLINE_METHODS.has(method) ? config.onlineTtlMinutes : config.offlineTtlMinutes;
}
