/**
 * The shopper's form checks for plain HTML forms (log-in, register): each answers the Vietnamese message of the first
 * rule a value breaks, or null. The same rules and messages as the antd forms' (./rules.ts), without antd's code on
 * a page's first load (issue #34).
 */
import { vi } from '../i18n/vi';
import {
  EMAIL_MAX_LENGTH as EMAIL_MAX,
  FULL_NAME_MAX_LENGTH as NAME_MAX,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  isEmail,
  isVnMobile,
} from '../../../core/rules/identifiers';

const t = vi.accounts.validation;

export type Check = (value: string) => string | null;

export const requiredCheck =
  (label: string): Check =>
  (value) =>
    value.trim() ? null : t.required(label);

export const maxLengthCheck =
  (label: string, max: number): Check =>
  (value) =>
    value.length > max ? t.maxLength(label, max) : null;

/** Email or Vietnamese mobile (the log-in identifier). */
export const identifierChecks = (label: string): Check[] => [
  requiredCheck(label),
  maxLengthCheck(label, EMAIL_MAX),
  (value) => (isEmail(value.trim()) || isVnMobile(value.trim()) ? null : t.identifier),
];

export const passwordChecks = (label: string): Check[] => [
  requiredCheck(label),
  (value) => (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? t.length(label, PASSWORD_MIN, PASSWORD_MAX) : null),
];

export const nameChecks = (label: string): Check[] => [requiredCheck(label), maxLengthCheck(label, NAME_MAX)];

/** An optional email: checked only when given. */
export const emailChecks = (label: string): Check[] => [maxLengthCheck(label, EMAIL_MAX), (value) => (!value.trim() || isEmail(value.trim()) ? null : t.email)];

/** An optional Vietnamese mobile: checked only when given. */
export const phoneChecks: Check[] = [(value) => (!value.trim() || isVnMobile(value) ? null : t.phone)];

/** The first message of `checks` for `value`, or null. */
export function firstProblem(checks: readonly Check[], value: string): string | null {
  for (const check of checks) {
    const problem = check(value);
    if (problem) return problem;
  }
  return null;
}
