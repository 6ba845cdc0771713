/** The money of a checkout before placing it: server-side priceLine + orderTotals over the chosen cart lines. */
import type { DbOrTx } from '../../db/client';
import type { CustomerRow, DeliveryMethodValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderTotals } from '../../../src/shared/contracts/order';
import { orderTotals } from '../../../src/shared/rules/order-totals';
import type { LinePrice } from '../../../src/shared/contracts/cart';
import { todayInVietnam } from '../../../src/shared/rules/rental-dates';
import { loadCartLines, priceOf, toCartItemDto, type CartLine } from '../cart/dto';
import { lineProblem } from '../cart/line-check';
import { runningMembership, toTermsDto, type RunningMembership } from '../cart/membership';
import { balancesOf } from '../wallet/ledger';
import { ORDER_MESSAGES } from './messages';
import type { CartItem } from '../../../src/shared/contracts/cart';
import type { Quote, QuoteRequest } from '../../../src/shared/contracts/order';

/** The shopper's lines among `ids`, in the given order; 404 when one is missing or someone else's. */
export async function orderLines(db: DbOrTx, customerId: number, ids: readonly number[]): Promise<CartLine[]> {
  const lines = await loadCartLines(db, customerId, ids);
  const byId = new Map(lines.map((line) => [line.item.id, line]));
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw new HttpError(404, ORDER_MESSAGES.cartItemNotFound);
    return line;
  });
}

export function totalsFor(
  prices: readonly LinePrice[],
  deliveryMethod: DeliveryMethodValue,
  membership: RunningMembership | null,
  walletRequested: number,
  walletBalance: number,
): OrderTotals {
  return orderTotals({ lines: prices, deliveryMethod, freeFirstOrder: membership?.freeFirstOrder ?? false, walletRequested, walletBalance });
}



export async function quoteOrder(db: DbOrTx, customer: CustomerRow, input: QuoteRequest): Promise<Quote> {
  const [lines, membership, balances] = await Promise.all([
    orderLines(db, customer.id, input.cartItemIds),
    runningMembership(db, customer),
    balancesOf(db, customer.id),
  ]);
  const terms = toTermsDto(membership);
  const today = todayInVietnam();
  const items: CartItem[] = [];
  for (const line of lines) items.push(toCartItemDto(line, terms, await lineProblem(db, line.product, line.item, today)));
  const totals = totalsFor(
    lines.map((line) => priceOf(line, terms)),
    input.deliveryMethod,
    membership,
    input.walletAmount ?? 0,
    balances.walletCoin,
  );
  return { items, totals, freeFirstOrder: totals.freeFirstOrderDiscount > 0, walletBalance: balances.walletCoin, membership: terms };
}
