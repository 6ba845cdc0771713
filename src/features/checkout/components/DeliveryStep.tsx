import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { navigate } from 'gatsby';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { displayPhone, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../../../core/rules/order-totals';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { createAddress, fetchAddresses, resetAddressMutation, selectAddress } from '../../address/public';
import { requestQuote, selectCheckout, addressChosen, deliveryMethodChosen, noteChanged } from '../slice';
import { NOTE_MAX } from '../storage';
import { useCheckoutSelection } from '../useCheckoutSelection';
import { CheckoutSummary } from './CheckoutSummary';
import { ChoiceCard } from './ChoiceCard';
import { ShopAddress } from './ShopAddress';
import * as styles from './Checkout.module.css';
import * as controls from '../../../shared/ui/Controls.module.css';
import { Notice } from '../../../shared/ui/Notice';
import { Tag } from '../../../shared/ui/Tag';
import { orderStrings } from '../../order/strings';
import { useVoucherCode } from '../../voucher/public';
import { track } from '../../../shared/tracking/track';
import type { AddressInput } from '../../../../core/contracts/address';
import type { DeliveryMethod } from '../../../../core/rules/order-totals';

// The address form (antd's form and searchable selects) arrives when a shopper adds an address: choosing among saved
// ones, the step loads no antd (issue #34).
const ThemedAddressForm = lazy(() => import('../../address/components/ThemedAddressForm'));

function AddressPicker({ showError }: { showError: boolean }) {
  const t = vi.checkout;
  const dispatch = useAppDispatch();
  const { addresses, loaded, loading, error, mutation } = useAppSelector(selectAddress);
  const { addressId } = useAppSelector(selectCheckout);
  const [adding, setAdding] = useState(false);
  const known = useRef<number[] | null>(null);

  useEffect(() => {
    dispatch(fetchAddresses());
  }, [dispatch]);

  // Preselect: the kept choice if it still exists, else the default (else the first).
  useEffect(() => {
    if (!loaded) return;
    if (addressId !== null && addresses.some((address) => address.id === addressId)) return;
    const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
    dispatch(addressChosen(preferred?.id ?? null));
  }, [loaded, addresses, addressId, dispatch]);

  // A new address saved inline: choose it once the list has it.
  useEffect(() => {
    if (mutation !== 'saved' || known.current === null) return;
    const added = addresses.find((address) => !known.current?.includes(address.id));
    if (!added) return;
    dispatch(addressChosen(added.id));
    dispatch(resetAddressMutation());
    known.current = null;
    setAdding(false);
  }, [mutation, addresses, dispatch]);

  const submit = (input: AddressInput) => {
    known.current = addresses.map((address) => address.id);
    dispatch(createAddress(input));
  };

  if (!loaded && (loading || !error)) return <PendingSkeleton active paragraph={{ rows: 3 }} />;
  if (!loaded && error) {
    return (
      <Notice
        kind="error"
        title={t.addressLoadError}
        action={
          <button type="button" className={`${controls.button} ${controls.small}`} onClick={() => dispatch(fetchAddresses())}>
            {vi.common.retry}
          </button>
        }
      />
    );
  }

  const showForm = adding || addresses.length === 0;
  return (
    <div className={styles.stack}>
      {addresses.length > 0 ? (
        <div role="radiogroup" aria-label={t.addressListLabel} className={styles.choices}>
          {addresses.map((address) => (
            <ChoiceCard key={address.id} name="delivery-address" checked={addressId === address.id} onChoose={() => dispatch(addressChosen(address.id))}>
              <span className={styles.choiceTitle}>
                {address.receiverName}
                <span className={styles.muted}>{displayPhone(address.receiverPhone)}</span>
                {address.isDefault ? <Tag color="#b0264f">{vi.accounts.address.defaultTag}</Tag> : null}
              </span>
              <span>{address.fullAddress}</span>
            </ChoiceCard>
          ))}
        </div>
      ) : (
        <p className={styles.muted} style={{ margin: 0 }}>
          {t.noAddress}
        </p>
      )}
      {showError && addressId === null && !showForm ? (
        <p role="alert" className={styles.problem} style={{ margin: 0 }}>
          {t.addressRequired}
        </p>
      ) : null}
      {showForm ? (
        <div className={styles.card} style={{ background: '#fffbfc' }}>
          <h3 className={styles.sectionTitle} style={{ fontSize: 15 }}>
            {t.addAddress}
          </h3>
          <Suspense fallback={<PendingSkeleton active paragraph={{ rows: 8 }} />}>
            <ThemedAddressForm saving={mutation === 'saving'} onSubmit={submit} />
          </Suspense>
          {addresses.length > 0 ? (
            <button type="button" className={`${controls.button} ${controls.link} ${controls.block}`} onClick={() => setAdding(false)} style={{ marginTop: 8 }}>
              {t.addAddressCancel}
            </button>
          ) : null}
        </div>
      ) : (
        <button type="button" className={controls.button} onClick={() => setAdding(true)}>
          <PlusOutlined aria-hidden /> {t.addAddress}
        </button>
      )}
    </div>
  );
}

/** `/checkout`: how to receive the order, where, a note, and the summary with the quote's totals. */
export function DeliveryStep() {
  const t = vi.checkout;
  const dispatch = useAppDispatch();
  const selection = useCheckoutSelection();
  const checkout = useAppSelector(selectCheckout);
  const { deliveryMethod, addressId, note, quote, quoteStatus, cartItemIds } = checkout;
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (selection.state === 'empty') void navigate('/checkout/cart', { replace: true });
  }, [selection.state]);

  const voucherCode = useVoucherCode();
  const idsKey = cartItemIds.join(',');
  useEffect(() => {
    if (selection.state === 'ready' && idsKey) dispatch(requestQuote({ withWallet: false, voucherCode }));
  }, [selection.state, idsKey, voucherCode, deliveryMethod, dispatch]);

  // begin_checkout once, with the first totals of this checkout.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !quote || quoteStatus !== 'ready') return;
    begun.current = true;
    track((analytics) => analytics.checkoutStep('begin_checkout', quote));
  }, [quote, quoteStatus]);

  if (selection.state === 'error') {
    return (
      <Notice
        kind="error"
        title={t.quoteError}
        action={
          <button type="button" className={controls.button} onClick={() => void navigate('/checkout/cart')}>
            {t.back}
          </button>
        }
      />
    );
  }
  if (selection.state !== 'ready') return <PendingSkeleton active paragraph={{ rows: 6 }} />;

  const canContinue = quote !== null && quoteStatus !== 'failed' && (deliveryMethod === 'pickup' || addressId !== null);
  const choose = (method: DeliveryMethod) => dispatch(deliveryMethodChosen(method));
  const next = () => {
    setTried(true);
    if (!canContinue) return;
    if (quote) track((analytics) => analytics.checkoutStep('add_shipping_info', quote, { shipping_tier: deliveryMethod }));
    void navigate('/checkout/payment');
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="delivery-method">
        <h2 id="delivery-method" className={styles.sectionTitle}>
          {t.deliveryMethodLabel}
        </h2>
        <div role="radiogroup" aria-labelledby="delivery-method" className={styles.choices}>
          <ChoiceCard name="delivery-method" checked={deliveryMethod === 'delivery'} onChoose={() => choose('delivery')}>
            <span className={styles.choiceTitle}>{t.deliveryMethods.delivery}</span>
            <span className={styles.muted}>{t.deliveryHint(formatVnd(SHIPPING_FEE), formatVnd(FREE_SHIPPING_FROM))}</span>
          </ChoiceCard>
          <ChoiceCard name="delivery-method" checked={deliveryMethod === 'pickup'} onChoose={() => choose('pickup')}>
            <span className={styles.choiceTitle}>
              <ShopOutlined aria-hidden /> {t.deliveryMethods.pickup}
            </span>
            <span className={styles.muted}>{t.pickupHint}</span>
          </ChoiceCard>
        </div>
        {deliveryMethod === 'pickup' ? <ShopAddress /> : null}
      </section>

      {deliveryMethod === 'delivery' ? (
        <section className={styles.card} aria-labelledby="delivery-address">
          <h2 id="delivery-address" className={styles.sectionTitle}>
            {t.addressLabel}
          </h2>
          <AddressPicker showError={tried} />
        </section>
      ) : null}

      {/* Drawn with the addresses above, not under their placeholder (pushed down when they arrive). */}
      <section className={styles.card} data-after-content="">
        <label htmlFor="checkout-note" className={styles.sectionTitle} style={{ display: 'block' }}>
          {t.noteLabel}
        </label>
        <textarea
          id="checkout-note"
          className={styles.note}
          value={note}
          onChange={(event) => dispatch(noteChanged(event.target.value.slice(0, NOTE_MAX)))}
          maxLength={NOTE_MAX}
          rows={2}
          placeholder={t.notePlaceholder}
          aria-describedby="checkout-note-count"
        />
        <div id="checkout-note-count" className={styles.noteCount}>
          {note.length} / {NOTE_MAX}
        </div>
      </section>

      <div data-after-content="">
        <CheckoutSummary withWallet={false} />
      </div>

      <div className={styles.footer}>
        <span className={styles.footerTotal}>
          <span className={styles.muted}>{orderStrings.totals.total}</span>
          <strong className={styles.footerAmount} data-testid="footer-total" aria-busy={quoteStatus === 'loading'}>
            {quote ? formatVnd(quote.totals.total) : '—'}
          </strong>
        </span>
        <button type="button" className={`${controls.button} ${controls.primary} ${controls.large} ${styles.footerButton}`} onClick={next} disabled={quote === null}>
          {t.continue}
        </button>
      </div>
    </div>
  );
}

export default DeliveryStep;
