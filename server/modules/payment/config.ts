/**
 * Payment settings from the environment. A gateway without credentials is unavailable, unless PAYMENT_SANDBOX=on:
 * then the local sandbox (`/sandbox/…` on this server) plays it and accepts every payment. Off by default, so a
 * deployment that forgets its credentials takes no free money.
 */
import type { BankAccount } from './gateways/vietqr';
import { vnpayApiUrlFor } from './gateways/vnpay';

export interface PaymentsConfig {
  momo?: { partnerCode: string; accessKey: string; secretKey: string; endpoint: string };
  zalopay?: { appId: number; key1: string; key2: string; endpoint: string };
  vnpay?: { tmnCode: string; hashSecret: string; url: string; apiUrl?: string };
  /** Account shown on bank-transfer QR codes. */
  bank: BankAccount;
  /** True when `bank` is the built-in demo account (BANK_* unset). */
  bankIsDemo: boolean;
  /** Bank transfer is offered: a real account (BANK_*), or the demo account off a deployment or with the sandbox on. */
  bankAvailable: boolean;
  sandbox: 'on' | 'off';
  /** Origin the gateways call back and send shoppers to (e.g. https://thuedo.vn); default: the request's / this server's. */
  publicOrigin?: string;
  /**
   * Asking the gateways about payments whose callback has not come (server/modules/payment/reconcile.ts): an online
   * payment still pending `afterMs` after it started is queried, and the scan for such payments runs every `everyMs`
   * (0: never).
   */
  statusQuery: { afterMs: number; everyMs: number };
}

export const DEFAULT_STATUS_QUERY = { afterMinutes: 3, everySeconds: 60 } as const;

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const number = Number(raw);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number ≥ 0, got "${raw}"`);
  return number;
}

/** Clearly a demo: ACB's BIN with an account number nobody owns. Set BANK_* for real transfers. */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  bankBin: '970416',
  accountNumber: '0000000000',
  accountName: 'TAI KHOAN DEMO - KHONG CHUYEN TIEN',
};

export const DEFAULT_ENDPOINTS = {
  momo: 'https://test-payment.momo.vn/v2/gateway/api/create',
  zalopay: 'https://sb-openapi.zalopay.vn/v2/create',
  vnpay: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
} as const;

/** A deployment: NODE_ENV=production or a database server (the same test as the start-up warnings). */
export function isDeployment(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV?.trim() === 'production' || Boolean(env.DATABASE_URL?.trim());
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const trimmed = env[name]?.trim();
  return trimmed ? trimmed : undefined;
}

/** Only an explicit on turns the sandbox on; anything unrecognised is an error, not a silent default. */
function sandboxSetting(raw: string | undefined): 'on' | 'off' {
  const setting = raw?.toLowerCase();
  if (setting === undefined || setting === 'off') return 'off';
  if (setting === 'on') return 'on';
  throw new Error(`PAYMENT_SANDBOX must be "on" or "off", not "${raw}"`);
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const config: PaymentsConfig = {
    bank: DEMO_BANK_ACCOUNT,
    bankIsDemo: true,
    bankAvailable: false,
    sandbox: sandboxSetting(value(env, 'PAYMENT_SANDBOX')),
    statusQuery: {
      afterMs: Math.round(nonNegative(env, 'PAYMENT_QUERY_AFTER_MINUTES', DEFAULT_STATUS_QUERY.afterMinutes) * 60_000),
      everyMs: Math.round(nonNegative(env, 'PAYMENT_QUERY_INTERVAL_SECONDS', DEFAULT_STATUS_QUERY.everySeconds) * 1000),
    },
  };
  if (config.statusQuery.everyMs > 0 && config.statusQuery.everyMs < 1000) throw new Error('PAYMENT_QUERY_INTERVAL_SECONDS must be 0 (off) or at least 1');
  config.bankAvailable = !isDeployment(env) || config.sandbox === 'on';
  const publicOrigin = value(env, 'PUBLIC_ORIGIN');
  if (publicOrigin) config.publicOrigin = publicOrigin.replace(/\/+$/, '');

  const [partnerCode, accessKey, secretKey] = ['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY'].map((name) => value(env, name));
  if (partnerCode && accessKey && secretKey) {
    config.momo = { partnerCode, accessKey, secretKey, endpoint: value(env, 'MOMO_ENDPOINT') ?? DEFAULT_ENDPOINTS.momo };
  }
  const [appId, key1, key2] = ['ZALOPAY_APP_ID', 'ZALOPAY_KEY1', 'ZALOPAY_KEY2'].map((name) => value(env, name));
  if (appId && /^\d+$/.test(appId) && key1 && key2) {
    config.zalopay = { appId: Number(appId), key1, key2, endpoint: value(env, 'ZALOPAY_ENDPOINT') ?? DEFAULT_ENDPOINTS.zalopay };
  }
  const [tmnCode, hashSecret] = ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET'].map((name) => value(env, name));
  if (tmnCode && hashSecret) {
    const url = value(env, 'VNPAY_URL') ?? DEFAULT_ENDPOINTS.vnpay;
    config.vnpay = { tmnCode, hashSecret, url, apiUrl: value(env, 'VNPAY_API_URL') ?? vnpayApiUrlFor(url) };
  }

  const [bankBin, accountNumber, accountName] = ['BANK_BIN', 'BANK_ACCOUNT_NUMBER', 'BANK_ACCOUNT_NAME'].map((name) => value(env, name));
  if (bankBin && accountNumber) {
    config.bank = { bankBin, accountNumber, accountName: accountName ?? '' };
    config.bankIsDemo = false;
    config.bankAvailable = true;
  }
  return config;
}
