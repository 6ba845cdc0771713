import { cancellationTerms, rentPaid, type CancellationTerms } from '../../../core/rules/rental-lifecycle';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import type { OrderDetail } from '../../../core/contracts/order';

/** What cancelling this order now would give back, by the same rule the server applies when it is cancelled. */
export function cancellationOf(order: OrderDetail, today: string = todayInVietnam()): CancellationTerms {
  const firstDateFrom = order.items.flatMap((item) => (item.mode === 'rent' && item.dateFrom ? [item.dateFrom] : [])).sort()[0] ?? null;
  const paid = order.status === 'delivering';
  return cancellationTerms({
    today,
    firstDateFrom,
    paid,
    amountPaid: paid ? order.totals.total : order.totals.walletAmount,
    rentPaid: rentPaid(order.totals),
  });
}
