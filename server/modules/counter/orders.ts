/**
 * POST /v1/admin/orders(/quote): an order staff take for a walk-in or a caller. The lines go through the shopper's
 * own placing (../order/place-order.ts: the same product locks, availability, prices, deposit and membership), the
 * money taken at the counter is recorded as staff's confirmation of a payment is (../rental/confirm-payment.ts), and
 * the order, its payment and the audit entry stand or fall together.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, type OrderAddressValue, type OrderRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { priceOf } from '../cart/dto';
import { lineProblem } from '../cart/line-check';
import { runningMembership, toTermsDto } from '../cart/membership';
import type { OrderConfig } from '../order/config';
import { givenLines } from '../order/given-lines';
import type { TxGuard } from '../idempotency/store';
import { placeInTransaction } from '../order/place-order';
import { totalsFor } from '../order/quote';
import { confirmReceivedPayment } from '../rental/confirm-payment';
import { normalizePhone } from '../../../core/rules/identifiers';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import type { AdminCustomer } from '../../../core/contracts/admin';
import type { CounterAddress, CounterOrderRequest, CounterQuote, CounterQuoteRequest } from '../../../core/contracts/counter';
import { findCustomer } from './customers';
import { COUNTER_MESSAGES } from './messages';

/** The quote the order would get now: each line's price and problem, the totals (no wallet, no voucher at the counter). */
export async function counterQuote(db: Db, input: CounterQuoteRequest): Promise<CounterQuote> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw new HttpError(404, COUNTER_MESSAGES.customerNotFound);
  const today = todayInVietnam();
  const lines = await givenLines(db, input.lines, today);
  const membership = await runningMembership(db, customer);
  const terms = toTermsDto(membership);
  const prices = lines.map((line) => priceOf(line, terms));
  const { totals } = totalsFor(lines, prices, input.deliveryMethod, membership, { requested: 0, balance: 0 }, null);
  const quoted = [];
  for (const [index, line] of lines.entries()) {
    quoted.push({
      productId: line.product.id,
      sizeId: line.size.id,
      productName: line.product.name,
      sizeName: line.size.name,
      ...line.item,
      line: prices[index]!,
      problem: await lineProblem(db, line.product, line.size, line.item, today),
    });
  }
  return { lines: quoted, totals, membership: terms, freeFirstOrder: totals.freeFirstOrderDiscount > 0 };
}

function addressOf(customer: AdminCustomer, input: CounterAddress): OrderAddressValue {
  const receiverPhone = input.receiverPhone?.trim() ? normalizePhone(input.receiverPhone) : customer.phone;
  if (input.receiverPhone?.trim() && !receiverPhone) throw new HttpError(400, COUNTER_MESSAGES.badPhone);
  if (!receiverPhone) throw new HttpError(400, COUNTER_MESSAGES.receiverPhoneRequired);
  const street = input.street.trim();
  const wardName = input.wardName.trim();
  const districtName = input.districtName?.trim() || null;
  const cityName = input.cityName.trim();
  if (!street || !wardName || !cityName) throw new HttpError(400, COUNTER_MESSAGES.addressRequired);
  return {
    receiverName: input.receiverName?.trim() || customer.fullName,
    receiverPhone,
    street,
    wardName,
    districtName,
    cityName,
    fullAddress: [street, wardName, districtName, cityName].filter(Boolean).join(', '),
  };
}

/** 400 before anything is locked: a transfer needs its reference, a delivery its address. */
function checkCounterInput(input: CounterOrderRequest): void {
  if (input.payment === 'transfer' && !input.reference) throw new HttpError(400, COUNTER_MESSAGES.referenceRequired);
  if (input.deliveryMethod === 'delivery' && !input.address) throw new HttpError(400, COUNTER_MESSAGES.addressRequired);
}

/** `guard`: the request's Idempotency-Key (a second tap after a lost answer gets this order, not another). */
export async function placeCounterOrder(
  db: Db,
  config: OrderConfig,
  staff: StaffUserRow,
  input: CounterOrderRequest,
  guard?: TxGuard,
): Promise<{ order: OrderRow; customer: AdminCustomer }> {
  checkCounterInput(input);
  const customer = await findCustomer(db, input.customerId);
  const address = input.deliveryMethod === 'delivery' ? addressOf(customer, input.address!) : null;
  const order = await db.transaction(async (tx) => {
    await guard?.claim(tx);
    const placed = await placeInTransaction(tx, config, customer.id, {
      lines: (inner) => givenLines(inner, input.lines, todayInVietnam()),
      deliveryMethod: input.deliveryMethod,
      address,
      note: input.note?.trim() ?? '',
      paymentMethod: input.payment === 'cash' ? 'cash' : 'bank_transfer',
      walletRequested: 0,
      channel: input.channel,
    });
    const reference = input.payment === 'transfer' ? (input.reference ?? null) : null;
    if (input.payment !== 'unpaid' && placed.status === 'not_paid') {
      const how = input.payment === 'cash' ? 'tiền mặt' : `chuyển khoản (mã ${reference})`;
      await confirmReceivedPayment(tx, placed.id, { note: COUNTER_MESSAGES.received(staff.fullName, how), reference });
    }
    await recordAudit(tx, staff, {
      action: 'order.counter_create',
      entity: 'order',
      entityId: placed.id,
      after: {
        orderCode: placed.code,
        channel: input.channel,
        customerId: customer.id,
        payment: input.payment,
        reference,
        total: placed.total,
        lines: input.lines.length,
      },
    });
    await guard?.bind(tx, String(placed.id));
    return placed;
  });
  return { order, customer };
}
