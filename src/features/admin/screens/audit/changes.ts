/**
 * What an audit entry changed, for people: only the fields whose value differs, under their Vietnamese names, and
 * a text change as a short word diff (the words removed and added, with a little context) instead of the whole text.
 */
import { AUDIT_FIELD_LABELS, AUDIT_VALUE_LABELS } from '../../../../../core/contracts/audit-vocab';
import { formatVnd } from '../../../../../core/format';
import { text as t } from './strings';

/** A text change: the words around it, the words taken out, the words put in (each cut short). */
export interface TextDiff {
  before: string;
  removed: string;
  added: string;
  after: string;
}

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
  diff?: TextDiff;
  /** The field is in one record only: a creation's value, or what a record kept of the state before. */
  only?: 'before' | 'after';
}

const MONEY = new Set(['originalPrice', 'salePrice', 'originalRentalPrice', 'rentalPrice', 'membershipRentalPrice', 'depositPrice', 'lateFee', 'damageCharge', 'depositRefund', 'price', 'maxDiscount', 'minOrder']);
const CONTEXT_WORDS = 4;
const CHANGED_WORDS = 12;
const SHORT_TEXT = 60;

const words = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

const cut = (list: string[], max: number, from: 'start' | 'end') => {
  if (list.length <= max) return list.join(' ');
  return from === 'start' ? `${list.slice(0, max).join(' ')} …` : `… ${list.slice(-max).join(' ')}`;
};

/** The words two texts do not share, after their common beginning and end (HTML tags dropped). */
export function textDiff(before: string, after: string): TextDiff {
  const a = words(before);
  const b = words(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  return {
    before: cut(a.slice(0, head), CONTEXT_WORDS, 'end'),
    removed: cut(a.slice(head, a.length - tail), CHANGED_WORDS, 'start'),
    added: cut(b.slice(head, b.length - tail), CHANGED_WORDS, 'start'),
    after: cut(a.slice(a.length - tail), CONTEXT_WORDS, 'start'),
  };
}

/** One value as staff read it: money in đồng, yes/no, lists, "—" for nothing; long texts cut short. */
export function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return MONEY.has(field) ? formatVnd(value) : String(value);
  if (typeof value === 'string') {
    const coded = AUDIT_VALUE_LABELS[field]?.[value];
    if (coded) return coded;
    const plain = words(value).join(' ');
    return plain.length > SHORT_TEXT * 2 ? `${plain.slice(0, SHORT_TEXT * 2)}…` : plain;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => shown(field, item)).join(', ') : t.none;
  if (typeof value === 'object') return Object.entries(value).map(([key, item]) => `${key}: ${shown(key, item)}`).join('; ');
  return String(value);
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields an entry changed (all the fields it recorded when it created or removed something). */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = record(before);
  const is = record(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !same(was[field], is[field]))
    .map((field) => {
      const from = was[field];
      const to = is[field];
      const long = typeof from === 'string' && typeof to === 'string' && (from.length > SHORT_TEXT || to.length > SHORT_TEXT);
      const only = !(field in is) ? 'before' : !(field in was) ? 'after' : undefined;
      return { field, label: fieldLabel(field), from: shown(field, from), to: shown(field, to), ...(long ? { diff: textDiff(from, to) } : {}), ...(only ? { only } : {}) };
    });
}

/** A field's Vietnamese name; a field without one (a record written by an older version) keeps its key, marked. */
export const fieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? t.otherField(field);
