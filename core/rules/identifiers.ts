/**
 * Email addresses and Vietnamese mobile numbers, and the account field limits: one definition the storefront's forms
 * and the server's validation both use.
 */
export const EMAIL_MAX_LENGTH = 320;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;

/** 10 digits starting 03/05/07/08/09, or the +84 form of the same number (a JSON-schema `pattern` too). */
export const PHONE_PATTERN = '^(?:0|\\+84)[35789][0-9]{8}$';
const PHONE_REGEX = new RegExp(PHONE_PATTERN);
const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `0912 345 678` / `0912.345.678` → `0912345678` (the +84 form is kept). */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s.-]/g, '');
}

export function isVnMobile(value: string): boolean {
  return PHONE_REGEX.test(compactPhone(value));
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_REGEX.test(value.trim());
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** '0912345678' or '+84912345678' → '+84912345678'; null when not a Vietnamese mobile. */
export function normalizePhone(phone: string): string | null {
  const compact = compactPhone(phone);
  if (!PHONE_REGEX.test(compact)) return null;
  return compact.startsWith('+84') ? compact : `+84${compact.slice(1)}`;
}
