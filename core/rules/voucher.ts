/**
 * Vouchers, as both halves apply them: the cart estimates with the terms the server sent, the server re-checks them in
 * the order's transaction. Where a voucher sits in the money of an order (order-totals.ts documents the whole order):
 * after membership prices and the free first order, on the goods of the lines it covers; never on deposits; a free
 * delivery voucher takes the delivery fee. Amounts are integer VND.
 */
import type { CartMode } from '../contracts/cart';
import { formatDate, formatVnd as vnd } from '../format';

export const VOUCHER_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A code as shoppers may type it: letters and digits, 3–20, compared in capitals. */
export const VOUCHER_CODE_PATTERN = '^[A-Za-z0-9]{3,20}$';
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();

/** What a voucher promises and to whom, as the server serves it to one shopper. */
export interface VoucherTerms {
  code: string;
  title: string;
  kind: VoucherKind;
  /** Percent (1–100) for `percent`, VND for `fixed`, 0 for `free_shipping`. */
  value: number;
  /** The most a percentage takes off (null: no cap). */
  maxDiscount: number | null;
  /** Goods (rent after membership and free first order, plus purchases) the order must reach. */
  minOrder: number;
  /** Only rentals or only purchases (null: both). */
  mode: CartMode | null;
  /** Only lines of these categories, sub-categories included (empty: every category). */
  categoryIds: number[];
  startsAt: string;
  endsAt: string;
  paused: boolean;
  /** Uses left for everyone (null: unlimited) and for this shopper. */
  usesLeft: number | null;
  customerUsesLeft: number;
}

/** A priced line as the voucher sees it. */
export interface VoucherLine {
  mode: CartMode;
  /** What the line's goods come to after membership and the free first order. */
  goods: number;
  categoryId: number;
}

export const VOUCHER_PROBLEMS = {
  paused: 'Voucher đang tạm dừng',
  notStarted: (day: string) => `Voucher có hiệu lực từ ngày ${day}`,
  expired: 'Voucher đã hết hạn',
  usedUp: 'Voucher đã hết lượt sử dụng',
  customerUsedUp: 'Bạn đã dùng hết lượt của voucher này',
  minOrder: (amount: string) => `Đơn hàng cần tối thiểu ${amount} để dùng voucher này`,
  noLine: 'Voucher không áp dụng cho sản phẩm bạn chọn',
  noShippingFee: 'Đơn hàng này không có phí giao hàng để miễn',
} as const;

export interface VoucherOutcome {
  discount: number;
  problem: string | null;
}


export const voucherCovers = (terms: Pick<VoucherTerms, 'mode' | 'categoryIds'>, line: Pick<VoucherLine, 'mode' | 'categoryId'>): boolean =>
  (terms.mode === null || terms.mode === line.mode) && (terms.categoryIds.length === 0 || terms.categoryIds.includes(line.categoryId));

/** The discount of `terms` on an order, or why it does not apply (then the discount is 0). */
export function applyVoucher(terms: VoucherTerms, lines: readonly VoucherLine[], shippingFee: number, now: Date = new Date()): VoucherOutcome {
  const none = (problem: string): VoucherOutcome => ({ discount: 0, problem });
  const time = now.getTime();
  if (terms.paused) return none(VOUCHER_PROBLEMS.paused);
  if (time < Date.parse(terms.startsAt)) return none(VOUCHER_PROBLEMS.notStarted(formatDate(terms.startsAt)));
  if (time >= Date.parse(terms.endsAt)) return none(VOUCHER_PROBLEMS.expired);
  if (terms.usesLeft !== null && terms.usesLeft <= 0) return none(VOUCHER_PROBLEMS.usedUp);
  if (terms.customerUsesLeft <= 0) return none(VOUCHER_PROBLEMS.customerUsedUp);
  const goods = lines.reduce((sum, line) => sum + line.goods, 0);
  if (goods < terms.minOrder) return none(VOUCHER_PROBLEMS.minOrder(vnd(terms.minOrder)));
  if (terms.kind === 'free_shipping') return shippingFee > 0 ? { discount: shippingFee, problem: null } : none(VOUCHER_PROBLEMS.noShippingFee);
  const covered = lines.filter((line) => voucherCovers(terms, line)).reduce((sum, line) => sum + line.goods, 0);
  if (covered <= 0) return none(VOUCHER_PROBLEMS.noLine);
  if (terms.kind === 'fixed') return { discount: Math.min(terms.value, covered), problem: null };
  const percent = Math.floor((covered * terms.value) / 100);
  return { discount: Math.min(covered, terms.maxDiscount === null ? percent : Math.min(percent, terms.maxDiscount)), problem: null };
}

/** One line of the shopper's "Ví voucher" and the admin list: "Giảm 10% tối đa 50.000 ₫ · Đơn từ 300.000 ₫". */
export function voucherSummary(terms: Pick<VoucherTerms, 'kind' | 'value' | 'maxDiscount' | 'minOrder'>): string {
  const what =
    terms.kind === 'free_shipping'
      ? 'Miễn phí giao hàng'
      : terms.kind === 'fixed'
        ? `Giảm ${vnd(terms.value)}`
        : `Giảm ${terms.value}%${terms.maxDiscount !== null ? ` tối đa ${vnd(terms.maxDiscount)}` : ''}`;
  return terms.minOrder > 0 ? `${what} · Đơn từ ${vnd(terms.minOrder)}` : what;
}
