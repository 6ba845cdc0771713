/**
 * antd Form rules with Vietnamese messages (email ≤ 320, URL ≤ 2048,
 * generic required/length/range messages). Phone numbers are Vietnamese mobiles.
 */
import type { FormRule } from 'antd';
import { vi } from '../i18n/vi';
import {
  EMAIL_MAX_LENGTH as EMAIL_MAX,
  FULL_NAME_MAX_LENGTH as NAME_MAX,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  compactPhone as normalisePhone,
  isEmail,
  isVnMobile,
} from '../../../core/rules/identifiers';

export { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, isEmail, isVnMobile, normalisePhone };

const t = vi.accounts.validation;

export const URL_MAX = 2048;

export const required = (label: string, choice = false): FormRule => ({
  required: true,
  whitespace: !choice,
  message: choice ? t.requiredChoice(label) : t.required(label),
});

export const lengthBetween = (label: string, min: number, max: number): FormRule => ({
  min,
  max,
  message: t.length(label, min, max),
});

export const maxLength = (label: string, max: number): FormRule => ({ max, message: t.maxLength(label, max) });

export const range = (label: string, min: number, max: number): FormRule => ({
  type: 'number',
  min,
  max,
  message: t.range(label, min, max),
});

export const emailRules = (label: string, isRequired: boolean): FormRule[] => [
  ...(isRequired ? [required(label)] : []),
  maxLength(label, EMAIL_MAX),
  { validator: async (_rule, value?: string) => (!value || isEmail(value.trim()) ? undefined : Promise.reject(new Error(t.email))) },
];

export const urlRules = (label: string): FormRule[] => [maxLength(label, URL_MAX), { type: 'url', message: t.url }];

export const phoneRules = (label: string, isRequired: boolean): FormRule[] => [
  ...(isRequired ? [required(label)] : []),
  { validator: async (_rule, value?: string) => (!value || isVnMobile(value) ? undefined : Promise.reject(new Error(t.phone))) },
];

export const passwordRules = (label: string): FormRule[] => [required(label), lengthBetween(label, PASSWORD_MIN, PASSWORD_MAX)];

/** Email or Vietnamese mobile (the log-in identifier). */
export const identifierRules = (label: string): FormRule[] => [
  required(label),
  maxLength(label, EMAIL_MAX),
  {
    validator: async (_rule, value?: string) => {
      const text = (value ?? '').trim();
      if (!text || isEmail(text) || isVnMobile(text)) return undefined;
      throw new Error(t.identifier);
    },
  },
];

/** "Nhập lại" must equal the field named `other`. */
export const sameAs = (other: string): FormRule => ({ getFieldValue }) => ({
  validator: async (_rule, value?: string) => {
    if (!value || getFieldValue(other) === value) return undefined;
    throw new Error(t.passwordMismatch);
  },
});
