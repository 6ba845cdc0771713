/**
 * What an order's slip says, read once for both renderings (./slip-pdf.ts, ./slip-html.ts): the shop, the shopper,
 * each line with its size and unit codes, the deposit, the due-back day and the late-fee rule; on the return slip,
 * each returned line's settlement exactly as the return recorded it (order_items' late fee, damage charge, refund).
 * Condition photos: staff can photograph a rental only once it is handed over, so the hand-over slip shows the
 * photos taken before the line came back and the return slip those taken from the day it came back.
 */
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { customers, orderItems, orders, returnPhotos, users, type OrderItemRow, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../admin/messages';
import type { ReturnPhotoFiles } from '../order/return-photos';
import { RETURN_CONDITION_LABELS, type RefundMethod, type ReturnCondition } from '../../../core/contracts/admin-vocab';
import { REPORT_MESSAGES, SLIP_TITLES, type SlipKind } from '../../../core/contracts/report-vocab';
import { SHOP_CONTACT_DEFAULTS } from '../../../core/contracts/shop-vocab';
import { dueBackDay, LATE_FEE_PERCENT_PER_DAY, LOST_AFTER_LATE_DAYS } from '../../../core/rules/rental-lifecycle';
import { parseDay } from '../../../core/rules/rental-dates';
import { unitCodesOf } from '../stock/units';

export interface SlipShop {
  name: string;
  address: string;
  hotline: string;
}

/** The shop as the deployment names it (the same GATSBY_* values the storefront is built with), else the defaults. */
export function slipShop(env: NodeJS.ProcessEnv = process.env): SlipShop {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    name: pick(env.GATSBY_SHOP_NAME, SHOP_CONTACT_DEFAULTS.name),
    address: pick(env.GATSBY_SHOP_ADDRESS, SHOP_CONTACT_DEFAULTS.address),
    hotline: pick(env.GATSBY_HOTLINE, SHOP_CONTACT_DEFAULTS.hotline),
  };
}

export interface SlipSettlement {
  returnedOn: string;
  condition: ReturnCondition;
  conditionLabel: string;
  note: string | null;
  lateDays: number;
  lateFee: number;
  damageCharge: number;
  refund: number;
  refundMethod: RefundMethod | null;
  refundedAt: Date | null;
}

export interface SlipLine {
  productName: string;
  sizeName: string;
  mode: 'rent' | 'sale';
  quantity: number;
  unitCodes: string[];
  dateFrom: string | null;
  dateTo: string | null;
  /** dateTo + 1: the day it must be back in the shop. */
  dueBack: string | null;
  price: number;
  deposit: number;
  handedOverAt: Date | null;
  settlement: SlipSettlement | null;
  /** JPEG bytes, small enough to print (the stored WebP re-encoded). */
  photos: Buffer[];
}

export interface SlipData {
  kind: SlipKind;
  title: string;
  shop: SlipShop;
  order: Pick<OrderRow, 'code' | 'createdAt' | 'paidAt' | 'deliveryMethod' | 'address' | 'depositTotal' | 'total'>;
  shopper: { name: string; phone: string | null; email: string | null };
  lines: SlipLine[];
  lateFeeRule: string;
  /** The return slip's sums over the returned lines. */
  settled: { deposit: number; lateFee: number; damageCharge: number; refund: number } | null;
}

export const LATE_FEE_RULE = `Trả muộn: mỗi ngày tính ${LATE_FEE_PERCENT_PER_DAY}% tiền thuê của món đồ, trừ vào tiền cọc (không quá tiền cọc). Quá ${LOST_AFTER_LATE_DAYS} ngày không liên hệ, đồ được coi là mất và cửa hàng giữ toàn bộ tiền cọc.`;

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const PHOTO_PRINT_SIDE = 480;

/** The photos of the line that belong on this slip, re-encoded for print (a missing file is left out). */
async function photosFor(db: DbOrTx, files: ReturnPhotoFiles, item: OrderItemRow, kind: SlipKind): Promise<Buffer[]> {
  const rows = await db.select().from(returnPhotos).where(eq(returnPhotos.orderItemId, item.id)).orderBy(asc(returnPhotos.id));
  const cut = item.returnedOn ? parseDay(item.returnedOn) - VIETNAM_OFFSET_MS : Number.POSITIVE_INFINITY;
  const chosen = rows.filter((row) => (kind === 'handover' ? row.createdAt.getTime() < cut : row.createdAt.getTime() >= cut));
  const out: Buffer[] = [];
  for (const row of chosen) {
    const bytes = await files.read(row.key);
    if (bytes) out.push(await sharp(bytes).resize(PHOTO_PRINT_SIDE, PHOTO_PRINT_SIDE, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer());
  }
  return out;
}

function settlementOf(item: OrderItemRow): SlipSettlement | null {
  if (!item.returnedOn || !item.returnCondition) return null;
  return {
    returnedOn: item.returnedOn,
    condition: item.returnCondition,
    conditionLabel: RETURN_CONDITION_LABELS[item.returnCondition],
    note: item.returnNote,
    lateDays: item.lateDays ?? 0,
    lateFee: item.lateFee ?? 0,
    damageCharge: item.damageCharge ?? 0,
    refund: item.depositRefund ?? 0,
    refundMethod: item.refundMethod,
    refundedAt: item.refundedAt,
  };
}

/**
 * The slip of one order; `customerId` set when a shopper asks (another's order is 404, like a missing one).
 * 409 when there is nothing to sign yet: no hand-over slip before the money is in, no return slip before a return.
 */
export async function slipData(db: DbOrTx, files: ReturnPhotoFiles, orderId: number, kind: SlipKind, customerId?: number): Promise<SlipData> {
  const [row] = await db
    .select({ order: orders, name: customers.fullName, phone: users.phone, email: users.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(orders.id, orderId), customerId === undefined ? undefined : eq(orders.customerId, customerId)));
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  const { order } = row;
  if (order.status === 'not_paid' || order.status === 'cancelled' || !order.paidAt) throw new HttpError(409, REPORT_MESSAGES.noHandOver);
  // An extension order's lines have no rental of their own: the slip lists the order's own lines.
  const items = (await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id))).filter((item) => item.extendsItemId === null);
  const onSlip = kind === 'handover' ? items : items.filter((item) => item.returnedOn !== null);
  if (onSlip.length === 0) throw new HttpError(409, kind === 'handover' ? REPORT_MESSAGES.noHandOver : REPORT_MESSAGES.nothingReturned);
  const codes = await unitCodesOf(
    db,
    onSlip.map((item) => item.id),
  );
  const lines: SlipLine[] = [];
  for (const item of onSlip) {
    lines.push({
      productName: item.productName,
      sizeName: item.sizeName,
      mode: item.mode,
      quantity: item.quantity,
      unitCodes: codes.get(item.id) ?? [],
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
      dueBack: item.mode === 'rent' && item.dateTo ? dueBackDay(item.dateTo) : null,
      price: item.chargedPrice,
      deposit: item.deposit,
      handedOverAt: item.handedOverAt,
      settlement: kind === 'return' ? settlementOf(item) : null,
      photos: item.mode === 'rent' ? await photosFor(db, files, item, kind) : [],
    });
  }
  const settled =
    kind === 'return'
      ? lines.reduce(
          (sum, line) => ({
            deposit: sum.deposit + line.deposit,
            lateFee: sum.lateFee + (line.settlement?.lateFee ?? 0),
            damageCharge: sum.damageCharge + (line.settlement?.damageCharge ?? 0),
            refund: sum.refund + (line.settlement?.refund ?? 0),
          }),
          { deposit: 0, lateFee: 0, damageCharge: 0, refund: 0 },
        )
      : null;
  return {
    kind,
    title: SLIP_TITLES[kind],
    shop: slipShop(),
    order,
    shopper: { name: row.name, phone: row.phone, email: row.email },
    lines,
    lateFeeRule: LATE_FEE_RULE,
    settled,
  };
}
