/**
 * antd Form rules with Vietnamese messages (spec §5: email ≤ 320, URL ≤ 2048,
 * generic required/length/range messages). Phone numbers are Vietnamese mobiles.
 */
import type { FormRule } from 'antd';
import { vi } from '../i18n/vi';

const t = vi.accounts.validation;

export const EMAIL_MAX = 320;
export const URL_MAX = 2048;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** 10 digits starting 03/05/07/08/09, or the +84 form of the same. */
export const VN_MOBILE = /^(?:0|\+84)(?:3|5|7|8|9)\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isVnMobile = (value: string): boolean => VN_MOBILE.test(value.replace(/[\s.-]/g, ''));
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value);

/** `0912 345 678` → `0912345678` (the +84 form is kept). */
export const normalisePhone = (value: string): string => value.replace(/[\s.-]/g, '');

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
