import { GiftOutlined, WalletOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Link, navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { formatVnd } from '../../../../core/format';
import { AmountField } from '../../../shared/forms/AmountField';
import { PlainSwitch } from '../../../shared/forms/PlainSwitch';
import { Notice } from '../../../shared/ui/Notice';
import * as controls from '../../../shared/ui/Controls.module.css';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { SandboxTag } from '../../order/components/StatusTag';
import { availableMethods, type ChoosableMethod, clampWallet, orderPaymentMethod } from '../../order/public';
import { orderStrings } from '../../order/strings';
import { useSandboxMethods } from '../../payment/public';
import { fetchAddresses, selectAddress } from '../../address/public';
import { fetchProfile, selectProfile } from '../../profile/public';
import { placeOrder, requestQuote, selectCheckout, paymentMethodChosen, walletToggled, walletAmountChanged } from '../slice';
import { useCheckoutSelection } from '../useCheckoutSelection';
import { CheckoutSummary } from './CheckoutSummary';
import { ChoiceCard } from './ChoiceCard';
import { ShopAddress } from './ShopAddress';
import * as styles from './Checkout.module.css';
import { useVoucherCode } from '../../voucher/public';
import { track } from '../../../shared/tracking/track';

/** The method list: cash only with pick-up (disabled with the reason otherwise); gateways tagged when sandboxed. */
export function PaymentMethodList({
  deliveryMethod,
  value,
  onChange,
  disabled = false,
}: {
  deliveryMethod: 'delivery' | 'pickup';
  value: ChoosableMethod | null;
  onChange: (method: ChoosableMethod) => void;
  disabled?: boolean;
}) {
  const t = vi.checkout;
  const sandboxed = useSandboxMethods();
  return (
    <div role="radiogroup" aria-label={t.methodsLabel} className={styles.choices}>
      {availableMethods(deliveryMethod).map((option) => {
        const reasonId = `method-reason-${option.method}`;
        return (
          <ChoiceCard
            key={option.method}
            name="payment-method"
            checked={value === option.method}
            disabled={disabled || option.disabled}
            describedBy={option.disabled ? reasonId : undefined}
            onChoose={() => onChange(option.method)}
          >
            <span className={styles.choiceTitle}>
              {vi.payment.methods[option.method]}
              {sandboxed.has(option.method) ? <SandboxTag /> : null}
            </span>
            {option.disabled ? (
              <span id={reasonId} className={styles.muted}>
                {t.cashNeedsPickup}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </div>
  );
}

/** `/checkout/payment`: the wallet part, the method, the summary with the wallet, then 'Đặt hàng'. */
export function PaymentStep() {
  const t = vi.checkout;
  const dispatch = useAppDispatch();
  const selection = useCheckoutSelection();
  const checkout = useAppSelector(selectCheckout);
  const { profile } = useAppSelector(selectProfile);
  const { deliveryMethod, addressId, note, paymentMethod, useWallet, walletAmount, quote, quoteStatus, placing, cartItemIds } = checkout;
  const { addresses } = useAppSelector(selectAddress);
  const address = addresses.find((item) => item.id === addressId) ?? null;
  const [tried, setTried] = useState(false);

  useEffect(() => {
    dispatch(fetchProfile());
  }, [dispatch]);

  // Opened directly (a reload): the address book is needed to show where the order goes.
  const haveAddresses = addresses.length > 0;
  useEffect(() => {
    if (deliveryMethod === 'delivery' && !haveAddresses) dispatch(fetchAddresses());
  }, [deliveryMethod, haveAddresses, dispatch]);

  useEffect(() => {
    if (selection.state === 'empty') void navigate('/checkout/cart', { replace: true });
  }, [selection.state]);

  // Delivery without an address: the previous step was skipped.
  useEffect(() => {
    if (selection.state === 'ready' && deliveryMethod === 'delivery' && addressId === null) void navigate('/checkout', { replace: true });
  }, [selection.state, deliveryMethod, addressId]);

  const voucherCode = useVoucherCode();
  const idsKey = cartItemIds.join(',');
  useEffect(() => {
    if (selection.state === 'ready' && idsKey) dispatch(requestQuote({ withWallet: true, voucherCode }));
  }, [selection.state, idsKey, voucherCode, deliveryMethod, useWallet, walletAmount, dispatch]);

  if (selection.state !== 'ready') return <PendingSkeleton active paragraph={{ rows: 8 }} />;

  const balance = quote?.walletBalance ?? profile?.walletCoin ?? 0;
  const total = quote?.totals.total ?? 0;
  const maxWallet = clampWallet(Number.MAX_SAFE_INTEGER, balance, total);
  const appliedWallet = useWallet ? (quote?.totals.walletAmount ?? 0) : 0;
  const covered = useWallet && total > 0 && appliedWallet >= total;
  const method = orderPaymentMethod(paymentMethod, appliedWallet, total);
  const ready = quote !== null && quoteStatus === 'ready' && method !== null && !placing;

  const toggleWallet = (on: boolean) => {
    dispatch(walletToggled(on));
    if (on) dispatch(walletAmountChanged(maxWallet));
  };

  const submit = () => {
    setTried(true);
    if (!ready) return;
    track((analytics) => analytics.checkoutStep('add_payment_info', quote, { payment_type: method }));
    dispatch(placeOrder());
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="receive-summary">
        <h2 id="receive-summary" className={styles.sectionTitle}>
          {t.deliveryMethods[deliveryMethod]}
        </h2>
        {deliveryMethod === 'pickup' ? <ShopAddress /> : null}
        {deliveryMethod === 'delivery' && address ? (
          <p className={styles.muted} data-testid="payment-address">
            <strong>
              {address.receiverName} · {address.receiverPhone}
            </strong>
            <br />
            {address.fullAddress}
          </p>
        ) : null}
        {note.trim() ? (
          <p className={styles.muted} data-testid="payment-note">
            {t.noteLabel}: {note.trim()}
          </p>
        ) : null}
        <Link to="/checkout">{t.change}</Link>
      </section>

      {quote?.freeFirstOrder ? (
        <Notice
          kind="success"
          title={
            <>
              <GiftOutlined aria-hidden /> {t.freeFirstOrder}
            </>
          }
        />
      ) : null}

      <section className={styles.card} aria-labelledby="wallet-title">
        <div className={styles.walletRow}>
          <span>
            <h2 id="wallet-title" className={styles.sectionTitle} style={{ margin: 0 }}>
              <WalletOutlined aria-hidden /> {t.walletTitle}
            </h2>
            <span className={styles.muted} data-testid="wallet-balance">
              {t.walletBalance(formatVnd(balance))}
            </span>
          </span>
          <PlainSwitch checked={useWallet} disabled={balance <= 0 || !quote} onChange={toggleWallet} aria-label={t.walletUse} />
        </div>
        {balance <= 0 ? (
          <p className={styles.muted} style={{ margin: '8px 0 0' }}>
            {t.walletEmpty}
          </p>
        ) : null}
        {useWallet ? (
          <AmountField
            fieldClassName={styles.walletAmount}
            label={`${t.walletAmount} (${t.walletMax(formatVnd(maxWallet))})`}
            name="walletAmount"
            value={walletAmount}
            onAmount={(amount) => dispatch(walletAmountChanged(clampWallet(amount ?? 0, balance, total)))}
          />
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="method-title">
        <h2 id="method-title" className={styles.sectionTitle}>
          {t.paymentTitle}
        </h2>
        {covered ? (
          <Notice kind="info" title={t.walletCovers} />
        ) : (
          <PaymentMethodList deliveryMethod={deliveryMethod} value={paymentMethod} onChange={(value) => dispatch(paymentMethodChosen(value))} />
        )}
        {tried && method === null ? (
          <p role="alert" className={styles.problem}>
            {t.chooseMethod}
          </p>
        ) : null}
      </section>

      <CheckoutSummary withWallet />

      <div className={styles.footer}>
        <span className={styles.footerTotal}>
          <span className={styles.muted}>{appliedWallet > 0 ? orderStrings.totals.amountDue : orderStrings.totals.total}</span>
          <strong className={styles.footerAmount} data-testid="footer-total" aria-busy={quoteStatus === 'loading'}>
            {quote ? formatVnd(quote.totals.amountDue) : '—'}
          </strong>
        </span>
        <button
          type="button"
          className={`${controls.button} ${controls.primary} ${controls.large} ${styles.footerButton}`}
          onClick={submit}
          aria-busy={placing || quoteStatus === 'loading'}
          disabled={quote === null || quoteStatus !== 'ready' || placing}
        >
          {t.placeOrder}
        </button>
      </div>
    </div>
  );
}

export default PaymentStep;
