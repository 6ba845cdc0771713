/**
 * What must hold in the database whatever moment the server died at. Each check returns the violations it found
 * (empty when all is well), so a failure names every broken row at once.
 */
import { occupancy, occupiedWindow, type Booking } from '../../../core/rules/availability';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { cancellationTerms, rentPaid } from '../../../core/rules/rental-lifecycle';
import { WELCOME_CREDIT } from '../../../server/modules/wallet/ledger';
import type { Acknowledged } from './acknowledged';
import type { ContestedProduct } from './shop-data';
import { groupBy, sum, type StoredState } from './stored-state';

type Order = StoredState['orders'][number];

/** Not cancelled, and not an unpaid order past its deadline: the orders that hold units. */
const holdsUnits = (order: Order, now: Date) => order.status !== 'cancelled' && !(order.status === 'not_paid' && order.expiresAt !== null && order.expiresAt < now);

/** No half-written order: items, totals as stored, events and payments that agree with the status. */
export function orderViolations(state: StoredState): string[] {
  const out: string[] = [];
  const itemsOf = groupBy(state.items, (item) => item.orderId);
  const eventsOf = groupBy(state.events, (event) => event.orderId);
  const paymentsOf = groupBy(state.payments, (payment) => payment.orderId);
  for (const order of state.orders) {
    const tag = `order ${order.code}`;
    const items = itemsOf.get(order.id) ?? [];
    const rents = items.filter((item) => item.mode === 'rent');
    const sales = items.filter((item) => item.mode === 'sale');
    if (items.length === 0) out.push(`${tag}: no items`);
    const expected = {
      rentalTotal: sum(rents.map((item) => item.price)),
      saleTotal: sum(sales.map((item) => item.price)),
      depositTotal: sum(rents.map((item) => item.deposit)),
      membershipDiscount: sum(rents.map((item) => item.price - item.chargedPrice)),
    };
    const actual = { rentalTotal: order.rentalTotal, saleTotal: order.saleTotal, depositTotal: order.depositTotal, membershipDiscount: order.membershipDiscount };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) out.push(`${tag}: totals ${JSON.stringify(actual)} ≠ items ${JSON.stringify(expected)}`);
    const total = order.rentalTotal + order.saleTotal + order.depositTotal + order.shippingFee - order.membershipDiscount - order.freeFirstOrderDiscount;
    if (order.total !== total) out.push(`${tag}: total ${order.total} ≠ ${total}`);
    if (order.amountDue !== order.total - order.walletAmount) out.push(`${tag}: amountDue ${order.amountDue} ≠ total − wallet`);

    const kinds = (eventsOf.get(order.id) ?? []).map((event) => event.kind);
    if (!kinds.includes('placed')) out.push(`${tag}: no 'placed' event`);
    const paid = order.paidAt !== null;
    if ((order.status === 'delivering' || order.status === 'done') && !paid) out.push(`${tag}: ${order.status} but never paid`);
    if (order.status === 'not_paid' && paid) out.push(`${tag}: not_paid with paidAt`);
    if (paid && !kinds.includes('paid')) out.push(`${tag}: paid without a 'paid' event`);
    if (order.status === 'cancelled' && (order.cancelledAt === null || !kinds.some((kind) => kind === 'cancelled' || kind === 'expired'))) {
      out.push(`${tag}: cancelled without cancelledAt / event`);
    }
    const paidPayments = (paymentsOf.get(order.id) ?? []).filter((payment) => payment.status === 'paid');
    if (paid && order.amountDue > 0 && !paidPayments.some((payment) => payment.amount === order.amountDue)) out.push(`${tag}: paid without a paid payment of ${order.amountDue}`);
    if (paid && order.amountDue === 0 && order.walletAmount !== order.total) out.push(`${tag}: paid at once but the wallet did not cover it`);
  }
  return out;
}

/** Payments: each order payment matches its order; paid ⇔ exactly one accepted callback; a paid top-up credited once. */
export function paymentViolations(state: StoredState): string[] {
  const out: string[] = [];
  const ordersById = new Map(state.orders.map((order) => [order.id, order]));
  const accepted = groupBy(
    state.callbacks.filter((callback) => callback.verdict === 'accepted'),
    (callback) => callback.reference,
  );
  const topupCredits = state.ledger.filter((entry) => entry.reason === 'topup');
  for (const payment of state.payments) {
    const tag = `payment ${payment.reference}`;
    const callbacks = accepted.get(payment.reference)?.length ?? 0;
    if (payment.status === 'paid' ? callbacks !== 1 : callbacks !== 0) out.push(`${tag}: ${payment.status} with ${callbacks} accepted callbacks`);
    if (payment.purpose === 'order') {
      const order = payment.orderId === null ? undefined : ordersById.get(payment.orderId);
      if (!order) out.push(`${tag}: no order`);
      else if (payment.amount !== order.amountDue) out.push(`${tag}: amount ${payment.amount} ≠ order amountDue ${order.amountDue}`);
      else if (payment.status === 'paid' && order.paidAt === null && order.status !== 'cancelled') out.push(`${tag}: paid but order ${order.code} is ${order.status}`);
    }
    if (payment.purpose === 'topup') {
      const credits = topupCredits.filter((entry) => entry.description.includes(`(${payment.reference})`));
      const wanted = payment.status === 'paid' ? [payment.amount] : [];
      if (JSON.stringify(credits.map((entry) => entry.amount)) !== JSON.stringify(wanted)) out.push(`${tag}: ${payment.status} top-up credited ${JSON.stringify(credits.map((e) => e.amount))}`);
    }
  }
  return out;
}

/**
 * What a cancelled order gives back: a paid order by the cancellation windows on the day it was cancelled (the shared
 * rule the server applies), an unpaid one its wallet part and any payment that arrived anyway.
 */
function owedOnCancel(order: Order, paid: ReadonlyArray<{ amount: number }>, firstDateFrom: string | null): number {
  const paidBeforeCancel = order.paidAt !== null && order.cancelledAt !== null && order.paidAt <= order.cancelledAt;
  if (!paidBeforeCancel) return order.walletAmount + sum(paid.map((payment) => payment.amount));
  return cancellationTerms({ today: todayInVietnam(order.cancelledAt!), firstDateFrom, paid: true, amountPaid: order.total, rentPaid: rentPaid(order) }).refund;
}

/**
 * The wallet: no kind below zero, and every entry explained — one welcome credit, paid top-ups, each order's wallet
 * part debited once, and a cancelled order refunded once what the cancellation rule says.
 */
export function ledgerViolations(state: StoredState, balancesSeenByApi: ReadonlyMap<number, number>): string[] {
  const out: string[] = [];
  const ordersOf = groupBy(state.orders, (order) => order.customerId);
  const paidByOrder = groupBy(
    state.payments.filter((payment) => payment.purpose === 'order' && payment.status === 'paid'),
    (payment) => payment.orderId,
  );
  const firstRentalDay = new Map<number, string>();
  for (const item of state.items) {
    if (item.mode !== 'rent' || !item.dateFrom) continue;
    const first = firstRentalDay.get(item.orderId);
    if (!first || item.dateFrom < first) firstRentalDay.set(item.orderId, item.dateFrom);
  }
  for (const [customerId, entries] of groupBy(state.ledger, (entry) => entry.customerId)) {
    const tag = `customer ${customerId}`;
    for (const kind of ['available', 'membership'] as const) {
      const balance = sum(entries.filter((entry) => entry.kind === kind).map((entry) => entry.amount));
      if (balance < 0) out.push(`${tag}: ${kind} balance ${balance}`);
    }
    const total = sum(entries.map((entry) => entry.amount));
    const seen = balancesSeenByApi.get(customerId);
    if (seen !== undefined && seen !== total) out.push(`${tag}: the API shows ${seen}, the ledger sums to ${total}`);

    const welcome = entries.filter((entry) => entry.reason === 'welcome').map((entry) => entry.amount);
    // At most one, and only once the address is verified (these shoppers never verify: none).
    if (welcome.length > 1 || welcome.some((amount) => amount !== WELCOME_CREDIT.amount)) out.push(`${tag}: welcome credits ${JSON.stringify(welcome)}`);
    const toppedUp = sum(entries.filter((entry) => entry.reason === 'topup').map((entry) => entry.amount));
    const paidTopUps = sum(state.payments.filter((p) => p.customerId === customerId && p.purpose === 'topup' && p.status === 'paid').map((p) => p.amount));
    if (toppedUp !== paidTopUps) out.push(`${tag}: top-up credits ${toppedUp}, paid top-ups ${paidTopUps}`);
    let explained = sum(welcome) + toppedUp;
    for (const order of ordersOf.get(customerId) ?? []) {
      const debited = -sum(entries.filter((e) => e.reason === 'order_payment' && e.description === `Thanh toán đơn hàng ${order.code}`).map((e) => e.amount));
      const refunded = sum(entries.filter((e) => e.reason === 'order_refund' && e.description === `Hoàn tiền đơn hàng ${order.code}`).map((e) => e.amount));
      const owed = order.status === 'cancelled' ? owedOnCancel(order, paidByOrder.get(order.id) ?? [], firstRentalDay.get(order.id) ?? null) : 0;
      if (debited !== order.walletAmount) out.push(`${tag}: order ${order.code} wallet part ${order.walletAmount}, debited ${debited}`);
      if (refunded !== owed) out.push(`${tag}: order ${order.code} (${order.status}) refunded ${refunded}, owed ${owed}`);
      explained += refunded - debited;
    }
    if (total !== explained) out.push(`${tag}: ledger sums to ${total}, the orders and payments explain ${explained}`);
  }
  return out;
}

/** No unit over-allocated: sold stock accounted for, and on no day more rentals out than units left. */
export function allocationViolations(state: StoredState, contested: readonly ContestedProduct[], now = new Date()): string[] {
  const out: string[] = [];
  const holding = new Set(state.orders.filter((order) => holdsUnits(order, now)).map((order) => order.id));
  const notCancelled = new Set(state.orders.filter((order) => order.status !== 'cancelled').map((order) => order.id));
  for (const product of contested) {
    const stock = state.products.find((row) => row.id === product.id)?.stock ?? NaN;
    const lines = state.items.filter((item) => item.productId === product.id);
    const sold = sum(lines.filter((item) => item.mode === 'sale' && notCancelled.has(item.orderId)).map((item) => item.quantity));
    if (stock < 0 || stock !== product.stock - sold) out.push(`«${product.name}»: stock ${stock}, started ${product.stock}, sold ${sold}`);
    const bookings: Booking[] = lines
      .filter((item) => item.mode === 'rent' && holding.has(item.orderId))
      .map((item) => ({ dateFrom: item.dateFrom!, dateTo: item.dateTo!, quantity: item.quantity }));
    if (bookings.length === 0) continue;
    const windows = bookings.map((booking) => occupiedWindow(booking.dateFrom, booking.dateTo));
    const first = windows.map((w) => w.first).sort()[0]!;
    const last = windows.map((w) => w.last).sort().at(-1)!;
    for (const [day, count] of occupancy(bookings, first, last)) {
      if (count > stock) out.push(`«${product.name}»: ${count} units out on ${day}, stock ${stock}`);
    }
  }
  return out;
}

/** Everything the server acknowledged is there, as acknowledged. */
export function acknowledgedViolations(state: StoredState, ack: Acknowledged): string[] {
  const out: string[] = [];
  const ordersById = new Map(state.orders.map((order) => [order.id, order]));
  // Pieces, as the API's itemCount counts them (lines' quantities added up).
  const itemCounts = new Map([...groupBy(state.items, (item) => item.orderId)].map(([id, items]) => [id, sum(items.map((item) => item.quantity))]));
  for (const acked of ack.orders.values()) {
    const order = ordersById.get(acked.id);
    if (!order) {
      out.push(`acknowledged order ${acked.code} is gone`);
      continue;
    }
    const found = { code: order.code, customerId: order.customerId, total: order.total, amountDue: order.amountDue, itemCount: itemCounts.get(order.id) ?? 0 };
    const wanted = { code: acked.code, customerId: acked.customerId, total: acked.total, amountDue: acked.amountDue, itemCount: acked.itemCount };
    if (JSON.stringify(found) !== JSON.stringify(wanted)) out.push(`order ${acked.code}: stored ${JSON.stringify(found)}, acknowledged ${JSON.stringify(wanted)}`);
    if (acked.status === 'delivering' && order.paidAt === null) out.push(`order ${acked.code}: acknowledged paid, stored unpaid`);
    if (ack.cancelledOrders.has(order.id) && order.status !== 'cancelled') out.push(`order ${acked.code}: cancel acknowledged, stored ${order.status}`);
  }
  const paymentsByReference = new Map(state.payments.map((payment) => [payment.reference, payment]));
  for (const acked of ack.paidPayments.values()) {
    const payment = paymentsByReference.get(acked.reference);
    if (payment?.status !== 'paid' || payment.amount !== acked.amount) out.push(`payment ${acked.reference}: acknowledged paid, stored ${payment?.status ?? 'nothing'}`);
    const order = acked.orderId === null ? null : ordersById.get(acked.orderId);
    if (order && order.paidAt === null) out.push(`order ${order.code}: its payment was acknowledged, the order is unpaid`);
  }
  const cart = new Map(state.cart.map((line) => [line.id, line.customerId]));
  for (const [line, customerId] of ack.cartLines) {
    if (cart.get(line) !== customerId) out.push(`cart line ${line} of customer ${customerId} is gone`);
  }
  return out;
}
