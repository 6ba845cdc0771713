/**
 * Vouchers as marketing runs them: create (the terms are checked here, applied by core/rules/voucher.ts), pause
 * or resume, and the list with each voucher's uses and what it has given off. Every write is audited.
 */
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems, orders, staffUsers, vouchers, type StaffUserRow, type VoucherRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../order/code';
import type { AdminVoucher, AdminVoucherState, VoucherInput } from '../../../core/contracts/voucher';
import { bannerDays, bannerWindow } from '../../../core/rules/banner-window';
import { isDay } from '../../../core/rules/rental-dates';
import { normalizeVoucherCode } from '../../../core/rules/voucher';
import { promiseOf } from '../voucher/terms';
import { recordAudit } from './audit';

export const VOUCHER_ADMIN_MESSAGES = {
  codeTaken: 'Mã voucher này đã tồn tại',
  notFound: 'Không tìm thấy voucher',
  badDay: 'Ngày hiệu lực không hợp lệ',
  endsBeforeStart: 'Ngày kết thúc phải từ ngày bắt đầu trở đi',
  noTitle: 'Vui lòng nhập tên voucher',
  percentRange: 'Phần trăm giảm phải từ 1 đến 100',
  fixedTooSmall: 'Số tiền giảm phải từ 1.000 ₫',
  capOnlyPercent: 'Mức giảm tối đa chỉ dùng cho voucher giảm theo phần trăm',
  freeShippingNoValue: 'Voucher miễn phí giao hàng không có số tiền giảm',
  freeShippingNoMode: 'Voucher miễn phí giao hàng áp dụng cho cả đơn, không giới hạn thuê/mua hay danh mục',
  perCustomerOverLimit: 'Số lượt mỗi khách không thể lớn hơn tổng số lượt',
  categoryNotFound: 'Danh mục không tồn tại',
} as const;

const M = VOUCHER_ADMIN_MESSAGES;

function stateOf(row: VoucherRow, now: Date): AdminVoucherState {
  if (row.paused) return 'paused';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  if (now < row.startsAt) return 'scheduled';
  return now < row.endsAt ? 'running' : 'ended';
}

function toAdmin(row: VoucherRow, given: number, createdBy: string | null, now: Date): AdminVoucher {
  return {
    id: row.id,
    ...promiseOf(row),
    ...bannerDays({ startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    isPublic: row.isPublic,
    paused: row.paused,
    usedCount: row.usedCount,
    discountGiven: given,
    state: stateOf(row, now),
    createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function adminRows(db: Db, ids?: number[]): Promise<AdminVoucher[]> {
  const rows = await db
    .select({ voucher: vouchers, createdBy: staffUsers.fullName })
    .from(vouchers)
    .leftJoin(staffUsers, eq(staffUsers.id, vouchers.createdBy))
    .where(ids ? inArray(vouchers.id, ids) : undefined)
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const given = await db
    .select({ voucherId: orders.voucherId, amount: sql<number>`coalesce(sum(${orders.voucherDiscount}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(isNotNull(orders.voucherId), ne(orders.status, 'cancelled')))
    .groupBy(orders.voucherId);
  const byId = new Map(given.map((row) => [row.voucherId!, row.amount]));
  const now = new Date();
  return rows.map((row) => toAdmin(row.voucher, byId.get(row.voucher.id) ?? 0, row.createdBy, now));
}

export const listAdminVouchers = async (db: Db) => ({ items: await adminRows(db) });

async function checked(db: Db, input: VoucherInput) {
  const title = input.title.trim();
  if (!title) throw new HttpError(400, M.noTitle);
  if (!isDay(input.firstDay) || !isDay(input.lastDay)) throw new HttpError(400, M.badDay);
  if (input.lastDay < input.firstDay) throw new HttpError(400, M.endsBeforeStart);
  if (input.kind === 'percent' && (input.value < 1 || input.value > 100)) throw new HttpError(400, M.percentRange);
  if (input.kind === 'fixed' && input.value < 1000) throw new HttpError(400, M.fixedTooSmall);
  if (input.kind !== 'percent' && input.maxDiscount !== null) throw new HttpError(400, M.capOnlyPercent);
  if (input.kind === 'free_shipping' && input.value !== 0) throw new HttpError(400, M.freeShippingNoValue);
  if (input.kind === 'free_shipping' && (input.mode !== null || input.categoryIds.length > 0)) throw new HttpError(400, M.freeShippingNoMode);
  if (input.usageLimit !== null && input.perCustomerLimit > input.usageLimit) throw new HttpError(400, M.perCustomerOverLimit);
  if (input.categoryIds.length > 0) {
    const found = await db.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.id, input.categoryIds));
    if (found.length !== input.categoryIds.length) throw new HttpError(400, M.categoryNotFound);
  }
  const window = bannerWindow(input.firstDay, input.lastDay);
  return {
    code: normalizeVoucherCode(input.code),
    title,
    kind: input.kind,
    value: input.value,
    maxDiscount: input.maxDiscount,
    minOrder: input.minOrder,
    mode: input.mode,
    categoryIds: [...input.categoryIds].sort((a, b) => a - b),
    startsAt: new Date(window.startsAt),
    endsAt: new Date(window.endsAt),
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    isPublic: input.isPublic,
  };
}

export async function createVoucher(db: Db, staff: StaffUserRow, input: VoucherInput): Promise<AdminVoucher> {
  const values = await checked(db, input);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(vouchers).values({ ...values, createdBy: staff.id }).returning();
      await recordAudit(tx, staff, { action: 'voucher.create', entity: 'voucher', entityId: row!.id, after: row });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.codeTaken);
    throw error;
  }
  return (await adminRows(db, [id]))[0]!;
}

export async function pauseVoucher(db: Db, staff: StaffUserRow, id: number, paused: boolean): Promise<AdminVoucher> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!before) throw new HttpError(404, M.notFound);
    if (before.paused === paused) return;
    await tx.update(vouchers).set({ paused }).where(eq(vouchers.id, id));
    await recordAudit(tx, staff, { action: paused ? 'voucher.pause' : 'voucher.resume', entity: 'voucher', entityId: id, before: { paused: before.paused }, after: { paused } });
  });
  return (await adminRows(db, [id]))[0]!;
}
