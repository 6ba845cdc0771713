import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Notice } from '../../../shared/ui/Notice';
import * as controls from '../../../shared/ui/Controls.module.css';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { OrderLine } from '../../order/components/OrderLine';
import { OrderTotals } from '../../order/components/OrderTotals';
import { useVoucherCode, writeVoucherCode } from '../../voucher/public';
import { voucherStrings } from '../../voucher/strings';
import { requestQuote, selectCheckout } from '../slice';
import * as styles from './Checkout.module.css';

/** The lines being ordered and their totals, as POST /v1/order/quote computes them. */
export function CheckoutSummary({ withWallet }: { withWallet: boolean }) {
  const t = vi.checkout;
  const dispatch = useAppDispatch();
  const { quote, quoteStatus, quoteError } = useAppSelector(selectCheckout);
  const voucherCode = useVoucherCode();

  let body;
  if (quoteStatus === 'failed' && !quote) {
    body = (
      <Notice
        kind="error"
        title={t.quoteError}
        action={
          <button type="button" className={`${controls.button} ${controls.small}`} onClick={() => dispatch(requestQuote({ withWallet, voucherCode }))}>
            {vi.common.retry}
          </button>
        }
      >
        {quoteError || null}
      </Notice>
    );
  } else if (!quote) {
    body = <PendingSkeleton active avatar paragraph={{ rows: 4 }} />;
  } else {
    body = (
      <>
        <ul className={styles.lines}>
          {quote.items.map((item) => (
            <li key={item.id}>
              <OrderLine
                name={item.product.name}
                imageKey={item.product.imageKey}
                mode={item.mode}
                quantity={item.quantities}
                dateFrom={item.dateFrom}
                dateTo={item.dateTo}
                price={item.line.membershipPrice}
                originalPrice={item.line.price}
                deposit={item.line.deposit}
                problem={item.problem}
                backupSize={item.backupOf ? item.sizeName : null}
              />
            </li>
          ))}
        </ul>
        {quote.voucher?.problem ? (
          <Notice
            kind="warning"
            className={styles.summaryNotice}
            data-testid="checkout-voucher-problem"
            title={`${voucherStrings.notApplied}: ${quote.voucher.problem}`}
            action={
              <button type="button" className={`${controls.button} ${controls.small}`} onClick={() => writeVoucherCode(null)}>
                {voucherStrings.remove}
              </button>
            }
          />
        ) : null}
        <div aria-busy={quoteStatus === 'loading'} style={{ opacity: quoteStatus === 'loading' ? 0.6 : 1, transition: 'opacity .2s' }}>
          <OrderTotals totals={quote.totals} />
        </div>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.sectionTitle}>
        {t.summaryTitle}
        {quote ? <span className={styles.muted}> · {t.itemCount(quote.items.length)}</span> : null}
      </h2>
      {body}
    </section>
  );
}

export default CheckoutSummary;
