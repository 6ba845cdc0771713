/**
 * The accountant's export over Vietnam days [from, to] (both included): the orders paid in the range (not
 * cancelled: the day's board counts the same ones, ./today.ts), their lines, the money in and back out, the late and
 * damage fees kept at returns, and the deposits still held at the end of the range (what the shop owes). Its revenue
 * is the sum of its own rows and equals the board's for the same days (__tests__/server/admin/report-export.test.ts).
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, users, walletLedger } from '../../db/schema';
import { RETURN_CONDITION_LABELS } from '../../../core/contracts/admin-vocab';
import { AUDIT_VALUE_LABELS } from '../../../core/contracts/audit-vocab';
import { METHOD_LABELS } from '../../../core/contracts/payment-vocab';
import { displayPhone, formatDate, formatTimeDate } from '../../../core/format';
import { addDays, parseDay } from '../../../core/rules/rental-dates';
import { unitCodesOf } from '../stock/units';

export type CellKind = 'text' | 'money' | 'int';
export interface ReportColumn {
  key: string;
  header: string;
  kind: CellKind;
}
export type ReportRow = Record<string, string | number>;
export interface ReportSheet {
  /** Sheet and CSV section name. */
  name: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Sum of each money column. */
  totals: Record<string, number>;
}
export interface ReportSummary {
  orderRevenue: number;
  lateFees: number;
  damageCharges: number;
  /** orderRevenue + lateFees + damageCharges: the day's board's "doanh thu" over the same days. */
  revenue: number;
  received: number;
  refunded: number;
  depositsHeld: number;
}
export interface AccountantReport {
  from: string;
  to: string;
  sheets: ReportSheet[];
  summary: ReportSummary;
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const dayStart = (day: string) => new Date(parseDay(day) - VIETNAM_OFFSET_MS);
const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });
const money = (key: string, header: string): ReportColumn => ({ key, header, kind: 'money' });
const int = (key: string, header: string): ReportColumn => ({ key, header, kind: 'int' });

function sheet(name: string, columns: ReportColumn[], rows: ReportRow[]): ReportSheet {
  const totals: Record<string, number> = {};
  for (const column of columns) if (column.kind === 'money') totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
  return { name, columns, rows, totals };
}

const ORDER_COLUMNS = [
  text('code', 'Mã đơn'),
  text('paidAt', 'Thanh toán lúc'),
  text('customer', 'Khách hàng'),
  text('phone', 'Số điện thoại'),
  text('method', 'Phương thức'),
  money('rent', 'Tiền thuê'),
  money('sale', 'Tiền mua'),
  money('shipping', 'Phí giao'),
  money('discount', 'Giảm giá'),
  money('deposit', 'Tiền cọc'),
  money('total', 'Tổng đơn'),
  money('revenue', 'Doanh thu'),
  text('status', 'Trạng thái'),
];

async function ordersSheet(db: Db, start: Date, end: Date) {
  const rows = await db
    .select({ order: orders, customer: customers.fullName, phone: users.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const list = rows.map(({ order, customer, phone }) => ({
    code: order.code,
    paidAt: formatTimeDate(order.paidAt!),
    customer,
    phone: phone ? displayPhone(phone) : '',
    method: METHOD_LABELS[order.paymentMethod],
    rent: order.rentalTotal,
    sale: order.saleTotal,
    shipping: order.shippingFee,
    discount: order.membershipDiscount + order.freeFirstOrderDiscount + order.voucherDiscount,
    deposit: order.depositTotal,
    total: order.total,
    revenue: order.total - order.depositTotal,
    status: AUDIT_VALUE_LABELS.status![order.status] ?? order.status,
  }));
  return { sheet: sheet('Đơn hàng', ORDER_COLUMNS, list), ids: rows.map(({ order }) => order.id) };
}

async function linesSheet(db: Db, orderIds: number[]) {
  const rows = orderIds.length
    ? await db
        .select({ item: orderItems, code: orders.code })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orders.paidAt), asc(orderItems.id))
    : [];
  const codes = await unitCodesOf(
    db,
    rows.map(({ item }) => item.id),
  );
  return sheet(
    'Dòng đơn',
    [
      text('code', 'Mã đơn'),
      text('product', 'Sản phẩm'),
      text('size', 'Size'),
      text('units', 'Mã bộ đồ'),
      text('mode', 'Loại'),
      int('quantity', 'Số lượng'),
      text('from', 'Từ ngày'),
      text('to', 'Đến ngày'),
      money('price', 'Thành tiền'),
      money('deposit', 'Tiền cọc'),
    ],
    rows.map(({ item, code }) => ({
      code,
      product: item.productName,
      size: item.sizeName,
      units: (codes.get(item.id) ?? []).join(', '),
      mode: item.extendsItemId ? 'Gia hạn' : item.mode === 'rent' ? 'Thuê' : 'Mua',
      quantity: item.quantity,
      from: item.dateFrom ? formatDate(item.dateFrom) : '',
      to: item.dateTo ? formatDate(item.dateTo) : '',
      price: item.chargedPrice,
      deposit: item.deposit,
    })),
  );
}

/** Money in: every order paid in the range (a later cancellation shows as a refund); money out: refunds paid in it. */
async function moneySheet(db: Db, start: Date, end: Date) {
  const paid = await db
    .select({ order: orders, customer: customers.fullName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const rows: Array<ReportRow & { at: number }> = [];
  for (const { order, customer } of paid) {
    const base = { at: order.paidAt!.getTime(), date: formatTimeDate(order.paidAt!), code: order.code, customer, refunded: 0 };
    if (order.amountDue > 0) rows.push({ ...base, kind: 'Thu tiền đơn hàng', method: METHOD_LABELS[order.paymentMethod], detail: '', received: order.amountDue });
    if (order.walletAmount > 0) rows.push({ ...base, kind: 'Trừ ví khi đặt đơn', method: METHOD_LABELS.wallet, detail: '', received: order.walletAmount });
  }
  const deposits = await db
    .select({ item: orderItems, code: orders.code, customer: customers.fullName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(isNotNull(orderItems.refundedAt), gte(orderItems.refundedAt, start), lt(orderItems.refundedAt, end), gt(orderItems.depositRefund, 0)));
  for (const { item, code, customer } of deposits) {
    rows.push({
      at: item.refundedAt!.getTime(),
      date: formatTimeDate(item.refundedAt!),
      code,
      customer,
      kind: 'Hoàn tiền cọc',
      method: item.refundMethod === 'transfer' ? 'Chuyển khoản ngân hàng' : METHOD_LABELS.wallet,
      detail: item.productName,
      received: 0,
      refunded: item.depositRefund!,
    });
  }
  // Cancellations, changed lines and double payments go back to the wallet (the ledger's description names the order).
  const ledger = await db
    .select({ entry: walletLedger, customer: customers.fullName })
    .from(walletLedger)
    .innerJoin(customers, eq(customers.id, walletLedger.customerId))
    .where(and(eq(walletLedger.reason, 'order_refund'), gte(walletLedger.createdAt, start), lt(walletLedger.createdAt, end)));
  for (const { entry, customer } of ledger) {
    rows.push({
      at: entry.createdAt.getTime(),
      date: formatTimeDate(entry.createdAt),
      code: /DH[0-9]+/.exec(entry.description)?.[0] ?? '',
      customer,
      kind: 'Hoàn tiền đơn hàng',
      method: METHOD_LABELS.wallet,
      detail: entry.description,
      received: 0,
      refunded: entry.amount,
    });
  }
  rows.sort((a, b) => a.at - b.at);
  return sheet(
    'Thanh toán và hoàn tiền',
    [text('date', 'Thời điểm'), text('kind', 'Loại'), text('code', 'Mã đơn'), text('customer', 'Khách hàng'), text('method', 'Hình thức'), text('detail', 'Diễn giải'), money('received', 'Tiền thu'), money('refunded', 'Tiền hoàn')],
    rows.map(({ at: _at, ...row }) => row),
  );
}

async function feesSheet(db: Db, from: string, to: string) {
  const rows = await db
    .select({ item: orderItems, code: orders.code, customer: customers.fullName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(gte(orderItems.returnedOn, from), lt(orderItems.returnedOn, addDays(to, 1)), sql`coalesce(${orderItems.lateFee}, 0) + coalesce(${orderItems.damageCharge}, 0) > 0`))
    .orderBy(asc(orderItems.returnedOn), asc(orderItems.id));
  return sheet(
    'Phí trả muộn và hư hỏng',
    [
      text('returnedOn', 'Ngày trả'),
      text('code', 'Mã đơn'),
      text('customer', 'Khách hàng'),
      text('product', 'Sản phẩm'),
      text('size', 'Size'),
      int('lateDays', 'Số ngày trễ'),
      money('lateFee', 'Phí trả muộn'),
      text('condition', 'Tình trạng'),
      money('damageCharge', 'Phí hư hỏng'),
      text('note', 'Ghi chú'),
    ],
    rows.map(({ item, code, customer }) => ({
      returnedOn: formatDate(item.returnedOn!),
      code,
      customer,
      product: item.productName,
      size: item.sizeName,
      lateDays: item.lateDays ?? 0,
      lateFee: item.lateFee ?? 0,
      condition: item.returnCondition ? RETURN_CONDITION_LABELS[item.returnCondition] : '',
      damageCharge: item.damageCharge ?? 0,
      note: item.returnNote ?? '',
    })),
  );
}

/**
 * Deposits held when the range ends: rental lines of orders paid by then and not cancelled by then whose deposit was
 * not yet paid back. Not yet returned: the whole deposit; returned but the refund not yet paid: what the return settled.
 */
async function depositsSheet(db: Db, to: string, end: Date) {
  const rows = await db
    .select({ item: orderItems, code: orders.code, customer: customers.fullName, phone: users.phone })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(
      and(
        eq(orderItems.mode, 'rent'),
        isNull(orderItems.extendsItemId),
        gt(orderItems.deposit, 0),
        isNotNull(orders.paidAt),
        lt(orders.paidAt, end),
        or(ne(orders.status, 'cancelled'), gte(orders.cancelledAt, end)),
        or(isNull(orderItems.refundedAt), gte(orderItems.refundedAt, end)),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orderItems.id));
  return sheet(
    'Tiền cọc giữ cuối kỳ',
    [text('code', 'Mã đơn'), text('customer', 'Khách hàng'), text('phone', 'Số điện thoại'), text('product', 'Sản phẩm'), text('size', 'Size'), text('dueBack', 'Hạn trả'), text('state', `Tình trạng ngày ${formatDate(to)}`), money('deposit', 'Tiền cọc'), money('held', 'Phải hoàn / đang giữ')],
    rows.map(({ item, code, customer, phone }) => {
      const returned = item.returnedOn !== null && item.returnedOn <= to;
      return {
        code,
        customer,
        phone: phone ? displayPhone(phone) : '',
        product: item.productName,
        size: item.sizeName,
        dueBack: item.dateTo ? formatDate(addDays(item.dateTo, 1)) : '',
        state: returned ? 'Đã trả, chờ hoàn cọc' : item.handedOverAt && item.handedOverAt < end ? 'Khách đang thuê' : 'Chưa giao',
        deposit: item.deposit,
        held: returned ? (item.depositRefund ?? 0) : item.deposit,
      };
    }),
  );
}

export async function accountantReport(db: Db, from: string, to: string): Promise<AccountantReport> {
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const { sheet: ordersList, ids } = await ordersSheet(db, start, end);
  const lines = await linesSheet(db, ids);
  const moneyMoves = await moneySheet(db, start, end);
  const fees = await feesSheet(db, from, to);
  const deposits = await depositsSheet(db, to, end);
  const orderRevenue = ordersList.totals.revenue!;
  const lateFees = fees.totals.lateFee!;
  const damageCharges = fees.totals.damageCharge!;
  return {
    from,
    to,
    sheets: [ordersList, lines, moneyMoves, fees, deposits],
    summary: {
      orderRevenue,
      lateFees,
      damageCharges,
      revenue: orderRevenue + lateFees + damageCharges,
      received: moneyMoves.totals.received!,
      refunded: moneyMoves.totals.refunded!,
      depositsHeld: deposits.totals.held!,
    },
  };
}

/** The summary as label/value rows (the workbook's first sheet and the CSV's first section). */
export const SUMMARY_LABELS: Record<keyof ReportSummary, string> = {
  orderRevenue: 'Doanh thu đơn hàng (thuê, bán, phí giao, trừ giảm giá)',
  lateFees: 'Phí trả muộn',
  damageCharges: 'Phí hư hỏng / mất đồ',
  revenue: 'Tổng doanh thu (như bảng Hôm nay)',
  received: 'Tiền thu',
  refunded: 'Tiền hoàn',
  depositsHeld: 'Tiền cọc đang giữ cuối kỳ (phải hoàn)',
};
