/** Email and Vietnamese mobile numbers: the shared rules (src/shared/rules/identifiers.ts) as JSON schemas. */
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '../../../src/shared/rules/identifiers';

export { EMAIL_MAX_LENGTH, PHONE_PATTERN, isEmail, normalizeEmail, normalizePhone } from '../../../src/shared/rules/identifiers';

export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
export const phoneSchema = { type: 'string', pattern: PHONE_PATTERN, maxLength: 12 } as const;
export const passwordSchema = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
export const fullNameSchema = { type: 'string', minLength: 1, maxLength: FULL_NAME_MAX_LENGTH, pattern: '\\S' } as const;
