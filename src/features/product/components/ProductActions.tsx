import { CalendarOutlined, LoadingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { nanoid } from '@reduxjs/toolkit';
import { navigate } from 'gatsby';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { formatDate, formatShortDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import type { AddLine, LinePrice, MembershipTerms } from '../../../../core/contracts/cart';
import { priceLine } from '../../../../core/rules/pricing';
import { displayRentalWindow } from '../../../../core/rules/rental-dates';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { selectProfileMembership } from '../../profile/public';
import { add, CART_PATH, type CartProductSnapshot, type RentalRange } from '../../cart/public';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { useLoggedIn } from '../../user/public';
import * as controls from '../../../shared/ui/Controls.module.css';
import { loadFeedback } from '../../../shared/ui/notices';
import * as styles from './Product.module.css';
import { MAX_LINE_QUANTITY } from '../../../../core/rules/cart';
import type { ProductDetail } from '../../../../core/contracts/catalog';

export type ProductMode = 'rent' | 'buy';
type Then = 'stay' | 'cart';

/** The product's unit prices and summary, carried by the add action (prices a guest's line). */
export function snapshotOf(product: ProductDetail): CartProductSnapshot {
  return {
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    originalRentalPrice: product.originalRentalPrice,
    rentalPrice: product.rentalPrice,
    depositPrice: product.depositPrice,
    membershipRentalPrice: product.membershipRentalPrice,
    product: { id: product.id, name: product.name, link: product.link, imageKey: product.imageKey, type: product.type, stock: product.stock, categoryLink: product.categoryLink },
  };
}

/** What a member would pay: the logged-in shopper's own terms, or for a guest the product's own member price. */
function memberLine(product: ProductDetail, quantity: number, range: RentalRange, terms: MembershipTerms | null, loggedIn: boolean): LinePrice | null {
  if (loggedIn) return terms ? priceLine(product, { mode: 'rent', quantity, ...range }, terms) : null;
  if (product.membershipRentalPrice > 0) return priceLine(product, { mode: 'rent', quantity, ...range }, { percentDiscount: 0, extendDay: 0 });
  return null;
}

export interface ProductActionsProps {
  product: ProductDetail;
  mode: ProductMode;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}

/**
 * The product page's cart part: quantity, the rental dates and the live price line, and the fixed
 * action bar ('Thêm vào giỏ' + 'Thuê ngay' / 'Mua ngay'). A guest's lines go to the browser's cart.
 */
const loadPicker = () => import('./ProductDatePicker');
const RentalDatePicker = lazy(loadPicker);
const preloadPicker = () => void loadPicker();

export function ProductActions({ product, mode, pickerOpen, onPickerOpenChange }: ProductActionsProps) {
  const t = vi.product;
  const dispatch = useAppDispatch();
  const loggedIn = useLoggedIn();
  const membership = useAppSelector(selectProfileMembership);
  const mutation = useAppSelector((state) => state.cart.mutation);
  const renting = mode === 'rent';

  const [quantity, setQuantity] = useState(1);
  const [range, setRange] = useState<RentalRange | null>(null);
  const [pending, setPending] = useState<{ requestId: string; then: Then } | null>(null);
  const [afterPick, setAfterPick] = useState<Then | null>(null);

  // The picker's code (antd's DatePicker) arrives when first wanted; once shown it stays mounted for its closing animation.
  const [pickerWanted, setPickerWanted] = useState(pickerOpen);
  if (pickerOpen && !pickerWanted) setPickerWanted(true);

  const outOfStock = product.stock <= 0;
  const maxQuantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stock));
  useEffect(() => {
    if (quantity > maxQuantity) setQuantity(maxQuantity);
  }, [quantity, maxQuantity]);

  const terms = useMemo<MembershipTerms | null>(
    () => (loggedIn && membership ? { percentDiscount: membership.percentDiscount, extendDay: membership.extendDay } : null),
    [loggedIn, membership],
  );
  const rentLine = renting && range ? priceLine(product, { mode: 'rent', quantity, ...range }, null) : null;
  const member = renting && range ? memberLine(product, quantity, range, terms, loggedIn) : null;
  const saleLine = renting ? null : priceLine(product, { mode: 'sale', quantity }, null);
  const rentalWindow = range ? displayRentalWindow(range.dateFrom, range.dateTo) : null;
  const adding = pending !== null && mutation?.requestId === pending.requestId && mutation.status === 'pending';

  // React to this page's own add request.
  useEffect(() => {
    if (!pending || mutation?.requestId !== pending.requestId || mutation.status === 'pending') return;
    setPending(null);
    if (mutation.status !== 'succeeded') return; // the fetch helper has shown the server's message
    if (pending.then === 'cart') {
      void navigate(CART_PATH);
      return;
    }
    void loadFeedback().then((feedback) => feedback.successWithAction('cart-added', vi.cart.added, vi.cart.viewCart, () => void navigate(CART_PATH)));
  }, [mutation, pending]);

  const submit = (then: Then, chosen: RentalRange | null = range) => {
    if (outOfStock || adding) return;
    if (renting && !chosen) {
      setAfterPick(then);
      onPickerOpenChange(true);
      return;
    }
    const item: AddLine =
      renting && chosen
        ? { productId: product.id, mode: 'rent', quantities: quantity, dateFrom: chosen.dateFrom, dateTo: chosen.dateTo }
        : { productId: product.id, mode: 'sale', quantities: quantity };
    const requestId = nanoid();
    setPending({ requestId, then });
    dispatch(add(item, snapshotOf(product), requestId));
  };

  const stepper = (
    <div className={styles.quantityRow}>
      <span aria-hidden>{t.quantity}</span>
      <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} label={t.quantity} disabled={outOfStock} />
    </div>
  );

  const barPrice = renting ? (member && rentLine && member.membershipPrice < rentLine.price && loggedIn ? member.membershipPrice : (rentLine?.price ?? product.rentalPrice)) : (saleLine?.price ?? product.salePrice);
  const note = outOfStock ? t.outOfStockReason : renting ? (range ? t.barDates(formatShortDate(range.dateFrom), formatShortDate(range.dateTo)) : t.datesNotChosen) : t.quantity + `: ${quantity}`;

  return (
    <>
      <section className={styles.panel} aria-label={renting ? t.lineTitle : t.quantity} data-testid="product-cart-panel">
        {stepper}
        {renting ? (
          range && rentLine && rentalWindow ? (
            <div data-testid="rental-line">
              <div className={styles.lineHead}>
                <h2 className={styles.sectionTitle}>{t.lineTitle}</h2>
                <button type="button" className={styles.linkButton} onPointerDown={preloadPicker} onClick={() => onPickerOpenChange(true)} disabled={outOfStock}>
                  <CalendarOutlined aria-hidden />
                  <span>{t.changeDates}</span>
                </button>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t.deliveryDay}</dt>
                  <dd data-testid="line-delivery">{formatDate(rentalWindow.deliveryDay)}</dd>
                </div>
                <div>
                  <dt>{t.returnDay}</dt>
                  <dd data-testid="line-return">{formatDate(rentalWindow.returnDay)}</dd>
                </div>
                <div>
                  <dt>{t.lineDays}</dt>
                  <dd data-testid="line-days">{t.days(rentLine.days, rentLine.extraDays)}</dd>
                </div>
                <div>
                  <dt>{t.linePrice}</dt>
                  <dd data-testid="line-price">{formatVnd(rentLine.price)}</dd>
                </div>
                {member && member.membershipPrice < rentLine.price ? (
                  <div>
                    <dt>{loggedIn ? t.lineMemberPrice : t.guestMemberPrice}</dt>
                    <dd data-testid="line-member-price">{formatVnd(member.membershipPrice)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.lineDeposit}</dt>
                  <dd data-testid="line-deposit">{formatVnd(rentLine.deposit)}</dd>
                </div>
              </dl>
            </div>
          ) : (
            <button
              type="button"
              className={`${controls.button} ${controls.large} ${controls.block}`}
              aria-haspopup="dialog"
              onPointerDown={preloadPicker}
              onClick={() => onPickerOpenChange(true)}
              disabled={outOfStock}
            >
              <CalendarOutlined aria-hidden />
              <span>{t.chooseDates}</span>
            </button>
          )
        ) : saleLine ? (
          <div className={styles.lineHead}>
            <span>{t.lineTotal}</span>
            <strong data-testid="line-sale-total">{formatVnd(saleLine.price)}</strong>
          </div>
        ) : null}
      </section>

      <div className={styles.actionBar} role="region" aria-label={t.actionsLabel}>
        <div className={styles.actionInner}>
          <div className={styles.actionPrice}>
            <strong data-testid="action-price">{formatVnd(barPrice)}</strong>
            <span className={styles.actionNote} id="action-note">
              {note}
            </span>
          </div>
          <div className={styles.actionButtons}>
            <button
              type="button"
              className={`${controls.button} ${controls.large} ${styles.actionButton} ${styles.cartButton}`}
              disabled={outOfStock}
              aria-busy={adding && pending?.then === 'stay'}
              aria-describedby="action-note"
              onPointerDown={renting && !range ? preloadPicker : undefined}
              onClick={() => submit('stay')}
            >
              {adding && pending?.then === 'stay' ? <LoadingOutlined aria-hidden spin /> : <ShoppingCartOutlined aria-hidden />}
              <span>{t.addToCart}</span>
            </button>
            <button
              type="button"
              className={`${controls.button} ${controls.primary} ${controls.large} ${styles.actionButton}`}
              disabled={outOfStock}
              aria-busy={adding && pending?.then === 'cart'}
              aria-describedby="action-note"
              onPointerDown={renting && !range ? preloadPicker : undefined}
              onClick={() => submit('cart')}
            >
              {adding && pending?.then === 'cart' ? <LoadingOutlined aria-hidden spin /> : null}
              <span>{renting ? t.rentNow : t.buyNow}</span>
            </button>
          </div>
        </div>
      </div>

      {renting && !outOfStock && (pickerOpen || pickerWanted) ? (
        <Suspense fallback={null}>
        <RentalDatePicker
          open={pickerOpen}
          onClose={() => {
            onPickerOpenChange(false);
            setAfterPick(null);
          }}
          onConfirm={(chosen) => {
            setRange(chosen);
            if (afterPick) submit(afterPick, chosen);
            setAfterPick(null);
          }}
          productId={product.id}
          productName={product.name}
          quantity={quantity}
          value={range}
          extra={stepper}
        />
        </Suspense>
      ) : null}
    </>
  );
}

export default ProductActions;
