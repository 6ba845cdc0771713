import { formatVnd } from '../../../../core/format';
import type { CheckoutMoney } from '../../../../core/rules/order-totals';
import type { VoucherTerms } from '../../../../core/rules/voucher';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import { VoucherField } from '../../voucher/components/VoucherField';
import { CART_PATH } from '../paths';
import * as styles from './Cart.module.css';

interface TotalsRow {
  amount: number;
  label: string;
  value: string;
  discount?: boolean;
  testId: string;
}

/** The estimate's lines; those that add nothing (no rental, no purchase, no deposit, no discount) are left out. */
function totalsRows({ totals }: CheckoutMoney, count: number): TotalsRow[] {
  const t = vi.cart;
  const rows: TotalsRow[] = [
    { amount: totals.rentalTotal, label: t.rentalTotal, value: formatVnd(totals.rentalTotal), testId: 'total-rent' },
    { amount: totals.saleTotal, label: t.saleTotal, value: formatVnd(totals.saleTotal), testId: 'total-sale' },
    { amount: totals.depositTotal, label: t.depositTotal, value: formatVnd(totals.depositTotal), testId: 'total-deposit' },
    { amount: totals.membershipDiscount, label: t.membershipDiscount, value: `−${formatVnd(totals.membershipDiscount)}`, discount: true, testId: 'total-membership' },
    { amount: totals.freeFirstOrderDiscount, label: t.freeFirstOrder, value: `−${formatVnd(totals.freeFirstOrderDiscount)}`, discount: true, testId: 'total-free-first' },
  ].filter((row) => row.amount > 0);
  rows.push({
    amount: totals.shippingFee,
    label: t.shippingFee,
    value: count > 0 && totals.shippingFee === 0 ? t.free : formatVnd(totals.shippingFee),
    testId: 'total-shipping',
  });
  if (totals.voucherDiscount > 0) {
    rows.push({ amount: totals.voucherDiscount, label: `Voucher ${totals.voucherCode ?? ''}`, value: `−${formatVnd(totals.voucherDiscount)}`, discount: true, testId: 'total-voucher' });
  }
  return rows;
}

export interface CartTotalsProps {
  money: CheckoutMoney;
  voucher: { terms: VoucherTerms | null; choose: (terms: VoucherTerms | null) => void };
  count: number;
  loggedIn: boolean;
  onCheckout: () => void;
}

/** The checked lines' estimate, the voucher, and the way to checkout. */
export function CartTotals({ money, voucher, count, loggedIn, onCheckout }: CartTotalsProps) {
  const t = vi.cart;
  const { totals } = money;
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.totalsTitle}>
        {t.totalsTitle}
      </h2>
      <span className={styles.meta}>{t.selectedCount(count)}</span>
      <VoucherField
        loggedIn={loggedIn}
        terms={voucher.terms}
        discount={totals.voucherDiscount}
        problem={money.voucherProblem}
        returnTo={CART_PATH}
        onChoose={voucher.choose}
      />
      <dl className={styles.totalsList}>
        {totalsRows(money, count).map((row) => (
          <div key={row.testId} className={row.discount ? `${styles.totalsRow} ${styles.discount}` : styles.totalsRow}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.totalsRow} ${styles.grand}`}>
          <dt>{t.total}</dt>
          <dd data-testid="total-grand">{formatVnd(totals.total)}</dd>
        </div>
      </dl>
      {totals.depositTotal > 0 ? <p className={styles.note}>{t.depositNote}</p> : null}
      {!loggedIn ? <p className={styles.note}>{t.guestNote}</p> : null}
      {count === 0 ? (
        <p className={styles.note} id="cart-nothing-selected">
          {t.nothingSelected}
        </p>
      ) : null}
      <button
        type="button"
        className={`${controls.button} ${controls.primary} ${controls.large} ${controls.block}`}
        disabled={count === 0}
        onClick={onCheckout}
        aria-describedby={count === 0 ? 'cart-nothing-selected' : undefined}
      >
        {t.checkout}
      </button>
    </section>
  );
}
