import { formatVnd } from '../../../../core/format';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { OrderTotals as OrderTotalsData } from '../../../../core/contracts/order';

/** Totals of an order or a quote: the lines that apply, the total, the wallet part and what is left to pay. */
export function OrderTotals({ totals, label = orderStrings.totalsTitle }: { totals: OrderTotalsData; label?: string }) {
  const t = orderStrings.totals;
  const minus = (amount: number) => `−${formatVnd(amount)}`;
  return (
    <dl className={styles.totals} aria-label={label} data-testid="order-totals">
      {totals.rentalTotal > 0 ? (
        <div>
          <dt>{t.rentalTotal}</dt>
          <dd>{formatVnd(totals.rentalTotal)}</dd>
        </div>
      ) : null}
      {totals.saleTotal > 0 ? (
        <div>
          <dt>{t.saleTotal}</dt>
          <dd>{formatVnd(totals.saleTotal)}</dd>
        </div>
      ) : null}
      {totals.depositTotal > 0 ? (
        <div>
          <dt>{t.depositTotal}</dt>
          <dd>{formatVnd(totals.depositTotal)}</dd>
        </div>
      ) : null}
      {totals.membershipDiscount > 0 ? (
        <div>
          <dt>{t.membershipDiscount}</dt>
          <dd className={styles.minus}>{minus(totals.membershipDiscount)}</dd>
        </div>
      ) : null}
      {totals.freeFirstOrderDiscount > 0 ? (
        <div>
          <dt>{t.freeFirstOrderDiscount}</dt>
          <dd className={styles.minus}>{minus(totals.freeFirstOrderDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.shippingFee}</dt>
        <dd>{totals.shippingFee > 0 ? formatVnd(totals.shippingFee) : t.free}</dd>
      </div>
      {totals.voucherDiscount > 0 ? (
        <div data-testid="order-voucher">
          <dt>{t.voucher(totals.voucherCode ?? '')}</dt>
          <dd className={styles.minus}>{minus(totals.voucherDiscount)}</dd>
        </div>
      ) : null}
      <div className={styles.grand}>
        <dt>{t.total}</dt>
        <dd>{formatVnd(totals.total)}</dd>
      </div>
      {totals.walletAmount > 0 ? (
        <>
          <div>
            <dt>{t.walletAmount}</dt>
            <dd className={styles.minus}>{minus(totals.walletAmount)}</dd>
          </div>
          <div className={styles.due}>
            <dt>{t.amountDue}</dt>
            <dd>{formatVnd(totals.amountDue)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

export default OrderTotals;
