/** Accounts settings, read from the environment (see README / docs/accounts-api.md). */
import type { RateLimitRule } from '../../http/rate-limit';

export interface AccountsConfig {
  /** Links in mails: `<siteUrl>/reset-password?token=…`. */
  siteUrl: string;
  /** nodemailer connection URL; without it mails go to `<dataDir>/outbox/`. */
  smtpUrl?: string;
  mailFrom: string;
  /** HMAC secret for signed upload URLs; when unset a random one is persisted (file for PGlite, table for PostgreSQL). */
  sessionSecret?: string;
  facebookGraphUrl: string;
  facebookAppId?: string;
  googleKeysUrl: string;
  googleClientId?: string;
  appleKeysUrl: string;
  appleClientId?: string;
  /** Failed log-ins per identifier / per IP, and forgot-password requests per email / per IP. */
  rateLimits: {
    loginPerIdentifier: RateLimitRule;
    /** The longer lock: after this many failures in a day the account waits for the next day (or a reset). */
    loginPerIdentifierDaily: RateLimitRule;
    loginPerIp: RateLimitRule;
    /** Log-ins from a browser holding a device cookie for the account: that device's own budget (login-guard.ts). */
    loginPerDevice: RateLimitRule;
    /** Log-in codes mailed per account and per IP, and codes tried per account. */
    loginCodeSendPerAccount: RateLimitRule;
    loginCodeSendPerIp: RateLimitRule;
    loginCodeTriesPerAccount: RateLimitRule;
    /** Staff log-ins from unknown devices, per address and per IP. */
    staffLoginPerEmail: RateLimitRule;
    staffLoginPerIp: RateLimitRule;
    forgotPerEmail: RateLimitRule;
    forgotPerIp: RateLimitRule;
    /** Avatar upload links per shopper: one account cannot keep the image workers busy. */
    avatarUploadsPerCustomer: RateLimitRule;
    /** New accounts per IP and per device (the `did` cookie): no farm of accounts from one place. */
    registrationPerIp: RateLimitRule;
    registrationPerDevice: RateLimitRule;
    /** Verification codes sent per user, and codes tried per user. */
    verificationSendPerUser: RateLimitRule;
    verificationConfirmPerUser: RateLimitRule;
  };
  sessionTtlMs: number;
  resetTokenTtlMs: number;
  uploadUrlTtlMs: number;
  verificationCodeTtlMs: number;
  loginCodeTtlMs: number;
  /** SMS gateway: codes are POSTed as JSON `{ to, text }` (bearer SMS_TOKEN); without it they go to `<dataDir>/outbox/`. */
  smsUrl?: string;
  smsToken?: string;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `{ [key]: value }` when the variable is set, else `{}` (optional properties stay absent). */
function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const set = nonEmpty(value);
  return set === undefined ? {} : ({ [key]: set } as Record<K, string>);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const port = nonEmpty(env.PORT) ?? '8000';
  return {
    siteUrl: withoutTrailingSlash(nonEmpty(env.SITE_URL) ?? `http://localhost:${port}`),
    ...optional('smtpUrl', env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Thuê Đồ <no-reply@localhost>',
    ...optional('sessionSecret', env.SESSION_SECRET),
    facebookGraphUrl: withoutTrailingSlash(nonEmpty(env.FACEBOOK_GRAPH_URL) ?? 'https://graph.facebook.com'),
    ...optional('facebookAppId', env.FACEBOOK_APP_ID),
    googleKeysUrl: nonEmpty(env.GOOGLE_KEYS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    ...optional('googleClientId', env.GOOGLE_CLIENT_ID),
    appleKeysUrl: nonEmpty(env.APPLE_KEYS_URL) ?? 'https://appleid.apple.com/auth/keys',
    ...optional('appleClientId', env.APPLE_CLIENT_ID),
    rateLimits: {
      loginPerIdentifier: { max: 5, windowMs: FIFTEEN_MINUTES },
      loginPerIdentifierDaily: { max: 20, windowMs: 24 * HOUR },
      loginPerIp: { max: 50, windowMs: FIFTEEN_MINUTES },
      loginPerDevice: { max: 5, windowMs: FIFTEEN_MINUTES },
      loginCodeSendPerAccount: { max: 3, windowMs: HOUR },
      loginCodeSendPerIp: { max: 20, windowMs: HOUR },
      loginCodeTriesPerAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
      staffLoginPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
      staffLoginPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
      forgotPerEmail: { max: 3, windowMs: HOUR },
      forgotPerIp: { max: 20, windowMs: HOUR },
      avatarUploadsPerCustomer: { max: 10, windowMs: HOUR },
      registrationPerIp: { max: positiveInteger('REGISTRATIONS_PER_IP_PER_HOUR', env.REGISTRATIONS_PER_IP_PER_HOUR, 20), windowMs: HOUR },
      registrationPerDevice: { max: 3, windowMs: 24 * HOUR },
      verificationSendPerUser: { max: 5, windowMs: HOUR },
      verificationConfirmPerUser: { max: 10, windowMs: FIFTEEN_MINUTES },
    },
    sessionTtlMs: 30 * 24 * HOUR,
    resetTokenTtlMs: 30 * 60 * 1000,
    uploadUrlTtlMs: 10 * 60 * 1000,
    verificationCodeTtlMs: 10 * 60 * 1000,
    loginCodeTtlMs: 10 * 60 * 1000,
    ...optional('smsUrl', env.SMS_URL),
    ...optional('smsToken', env.SMS_TOKEN),
  };
}
