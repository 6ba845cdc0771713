/**
 * Where a refund goes: into the wallet at once (a ledger credit, the refund recorded as paid), to a bank account
 * (pending until staff record the transfer's reference) or back through the gateway the order was paid with (pending
 * until the gateway's refund call answers, ./gateway-refund.ts, which runs after the transaction commits).
 * Every refund is a row of `refunds`, so the order shows each and the board lists what is still owed.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, refunds, type OrderRow, type StaffUserRow } from '../../db/schema';
import { providerOf } from '../payment/types';
import { credit } from '../wallet/ledger';
import type { BankAccount } from '../../../core/contracts/refund';
import { bankHolderName, type RefundCause, type RefundDestination } from '../../../core/contracts/refund-vocab';
import type { RefundGateway } from './messages';

export interface RefundInput {
  order: Pick<OrderRow, 'id' | 'customerId' | 'code'>;
  orderItemId?: number | null;
  cause: RefundCause;
  amount: number;
  destination: RefundDestination;
  bank?: BankAccount | null;
  staff?: Pick<StaffUserRow, 'id'> | null;
  /** The wallet line's text (and reason: order_refund / deposit_refund). */
  wallet: { reason: string; description: string };
}

export interface IssuedRefunds {
  /** Refund rows waiting for the gateway's refund call (to be sent once the transaction commits). */
  toGateway: number[];
  /** What went where: wallet (paid now), bank and gateway (pending). */
  wallet: number;
  bank: number;
  gateway: number;
}

const GATEWAY_METHODS = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const;

/** The order's gateway payments still able to take a refund back: the amount paid less what is already on its way back. */
async function gatewayRoom(tx: DbOrTx, orderId: number): Promise<Array<{ paymentId: number; room: number }>> {
  const rows = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), inArray(payments.method, [...GATEWAY_METHODS])))
    .orderBy(payments.id);
  if (rows.length === 0) return [];
  const taken = await tx
    .select({ paymentId: refunds.paymentId, total: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, rows.map((row) => row.id)), ne(refunds.status, 'failed')))
    .groupBy(refunds.paymentId);
  return rows
    .map((row) => ({ paymentId: row.id, room: row.amount - (taken.find((entry) => entry.paymentId === row.id)?.total ?? 0) }))
    .filter((entry) => entry.room > 0);
}

/** True when some of the order's money came through MoMo, ZaloPay or VNPay and can still go back that way. */
export async function canRefundToGateway(tx: DbOrTx, orderId: number): Promise<boolean> {
  return (await gatewayRoom(tx, orderId)).length > 0;
}

/**
 * Records a refund of `amount` (call inside the order's transaction). To the gateway, the part the order's gateway
 * payments can take back goes there and the rest (paid from the wallet, or beyond what the gateway took) to the wallet.
 */
export async function issueRefund(tx: DbOrTx, input: RefundInput): Promise<IssuedRefunds> {
  const issued: IssuedRefunds = { toGateway: [], wallet: 0, bank: 0, gateway: 0 };
  if (input.amount <= 0) return issued;
  const base = {
    orderId: input.order.id,
    orderItemId: input.orderItemId ?? null,
    customerId: input.order.customerId,
    cause: input.cause,
    createdBy: input.staff?.id ?? null,
  };
  let rest = input.amount;
  if (input.destination === 'gateway') {
    for (const { paymentId, room } of await gatewayRoom(tx, input.order.id)) {
      if (rest === 0) break;
      const amount = Math.min(room, rest);
      const [row] = await tx.insert(refunds).values({ ...base, amount, destination: 'gateway', status: 'pending', paymentId }).returning({ id: refunds.id });
      issued.toGateway.push(row!.id);
      issued.gateway += amount;
      rest -= amount;
    }
  } else if (input.destination === 'bank') {
    const bank = input.bank ?? null;
    await tx.insert(refunds).values({
      ...base,
      amount: rest,
      destination: 'bank',
      status: 'pending',
      bankCode: bank?.bankCode ?? null,
      accountNumber: bank?.accountNumber ?? null,
      accountHolder: bank ? bankHolderName(bank.accountHolder) : null,
    });
    issued.bank = rest;
    rest = 0;
  }
  if (rest > 0) {
    await credit(tx, input.order.customerId, { kind: 'available', amount: rest, ...input.wallet });
    await tx.insert(refunds).values({ ...base, amount: rest, destination: 'wallet', status: 'paid', settledAt: sql`now()`, settledBy: input.staff?.id ?? null });
    issued.wallet = rest;
  }
  return issued;
}

/** The gateway a payment method goes back through. */
export function refundGatewayOf(method: string): RefundGateway | null {
  const provider = providerOf(method as Parameters<typeof providerOf>[0]);
  return provider === 'momo' || provider === 'zalopay' || provider === 'vnpay' ? provider : null;
}
