/** The money of a checkout before placing it: server-side priceLine + orderTotals over the chosen cart lines. */
import type { Db, DbOrTx } from '../../db/client';
import type { CustomerRow, DeliveryMethodValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { checkoutMoney, type CheckoutMoney } from '../../../core/rules/order-totals';
import type { VoucherTerms } from '../../../core/rules/voucher';
import { lookUpCode, shopperTerms } from '../voucher/terms';
import type { LinePrice } from '../../../core/contracts/cart';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { loadLinesWithBackups, priceOf, toCartItemDto, type CartLine, type OrderableLine } from '../cart/dto';
import { BACKUP_MESSAGES } from '../../../core/rules/backup-size';
import { lineProblem } from '../cart/line-check';
import { runningMembership, toTermsDto, type RunningMembership } from '../cart/membership';
import { balancesOf } from '../wallet/ledger';
import { ORDER_MESSAGES } from './messages';
import type { CartItem } from '../../../core/contracts/cart';
import type { Quote, QuoteRequest } from '../../../core/contracts/order';

/**
 * The shopper's lines among `ids`, in the given order, each rental line followed by its back-up size line (it goes
 * with its main line even when not named); 404 when one is missing or someone else's, 409 for a back-up without its
 * main line.
 */
export async function orderLines(db: DbOrTx, customerId: number, ids: readonly number[]): Promise<CartLine[]> {
  const lines = await loadLinesWithBackups(db, customerId, ids);
  const byId = new Map(lines.map((line) => [line.item.id, line]));
  const chosen = ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw new HttpError(404, ORDER_MESSAGES.cartItemNotFound);
    return line;
  });
  const mains = new Set(chosen.filter((line) => line.item.backupOfItemId === null).map((line) => line.item.id));
  if (chosen.some((line) => line.item.backupOfItemId !== null && !mains.has(line.item.backupOfItemId))) throw new HttpError(409, BACKUP_MESSAGES.withoutMain);
  const backups = new Map(lines.filter((line) => line.item.backupOfItemId !== null && mains.has(line.item.backupOfItemId)).map((line) => [line.item.backupOfItemId!, line]));
  return chosen.filter((line) => line.item.backupOfItemId === null).flatMap((line) => {
    const backup = backups.get(line.item.id);
    return backup ? [line, backup] : [line];
  });
}

export function totalsFor(
  lines: readonly OrderableLine[],
  prices: readonly LinePrice[],
  deliveryMethod: DeliveryMethodValue,
  membership: RunningMembership | null,
  wallet: { requested: number; balance: number },
  voucher: VoucherTerms | null,
): CheckoutMoney {
  return checkoutMoney({
    lines: prices,
    deliveryMethod,
    freeFirstOrder: membership?.freeFirstOrder ?? false,
    walletRequested: wallet.requested,
    walletBalance: wallet.balance,
    voucher: voucher ? { terms: voucher, categoryIds: lines.map((line) => line.product.categoryId) } : null,
  });
}



export async function quoteOrder(db: Db, customer: CustomerRow, input: QuoteRequest): Promise<Quote> {
  const voucher = input.voucherCode ? (await shopperTerms(db, await lookUpCode(db, input.voucherCode, customer.id), customer.id)).terms : null;
  const [lines, membership, balances] = await Promise.all([
    orderLines(db, customer.id, input.cartItemIds),
    runningMembership(db, customer),
    balancesOf(db, customer.id),
  ]);
  const terms = toTermsDto(membership);
  const today = todayInVietnam();
  const items: CartItem[] = [];
  for (const line of lines) items.push(toCartItemDto(line, terms, await lineProblem(db, line.product, line.size, line.item, today)));
  const { totals, voucherProblem } = totalsFor(
    lines,
    lines.map((line) => priceOf(line, terms)),
    input.deliveryMethod,
    membership,
    { requested: input.walletAmount ?? 0, balance: balances.walletCoin },
    voucher,
  );
  return {
    items,
    totals,
    voucher: voucher ? { terms: voucher, problem: voucherProblem } : null,
    freeFirstOrder: totals.freeFirstOrderDiscount > 0, walletBalance: balances.walletCoin, membership: terms };
}
