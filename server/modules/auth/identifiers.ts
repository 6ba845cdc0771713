/** Email and Vietnamese mobile numbers: validation patterns and normal forms (email lowercased, phone +84…). */
export const EMAIL_MAX_LENGTH = 320;
/** 10 digits starting 03/05/07/08/09, or the +84 form of the same number. */
export const PHONE_PATTERN = '^(?:0|\\+84)[35789][0-9]{8}$';
const PHONE_REGEX = new RegExp(PHONE_PATTERN);
const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_REGEX.test(value.trim());
}

/** '0912345678' or '+84912345678' → '+84912345678'; null when not a Vietnamese mobile. */
export function normalizePhone(phone: string): string | null {
  const compact = phone.trim().replace(/[\s.-]/g, '');
  if (!PHONE_REGEX.test(compact)) return null;
  return compact.startsWith('+84') ? compact : `+84${compact.slice(1)}`;
}

export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
export const phoneSchema = { type: 'string', pattern: PHONE_PATTERN, maxLength: 12 } as const;
export const passwordSchema = { type: 'string', minLength: 8, maxLength: 128 } as const;
export const fullNameSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
