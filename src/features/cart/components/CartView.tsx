import { ShoppingOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Skeleton } from 'antd';
import { Link, navigate } from 'gatsby';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatShortDate, formatDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { track } from '../../../shared/tracking/track';
import { imageUrl, srcSet } from '../../../shared/image';
import { loginPath } from '../../../shared/routing/redirect';
import { checkoutMoney, type CheckoutMoney } from '../../../../core/rules/order-totals';
import type { VoucherTerms } from '../../../../core/rules/voucher';
import { VoucherField } from '../../voucher/components/VoucherField';
import { useChosenVoucher } from '../../voucher/public';
import { displayRentalWindow } from '../../../../core/rules/rental-dates';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { selectProfileMembership } from '../../profile/public';
import { useLoggedIn } from '../../user/public';
import { dismissMergeReport, load, removeItems, selectCart, selectSelectedCartItems, selectionChanged, toggleSelected, update } from '../slice';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { RentalDatePicker, type RentalRange } from './RentalDatePicker';
import * as styles from './Cart.module.css';
import { CART_PATH } from '../paths';
import { MAX_LINE_QUANTITY } from '../../../../core/rules/cart';
import type { CartItem } from '../../../../core/contracts/cart';


/** 'Ngày giao DD/MM – Ngày trả DD/MM/YYYY': the delivery day (dateFrom − 1) and return day (dateTo + 1). */
export function rentalWindowLabel(dateFrom: string, dateTo: string): string {
  const { deliveryDay, returnDay } = displayRentalWindow(dateFrom, dateTo);
  return vi.cart.rentalWindow(formatShortDate(deliveryDay), formatDate(returnDay));
}

/** The estimate shown in the cart: the checked lines, delivered (the fee is labelled as an estimate), with the voucher. */
export function cartTotals(items: readonly CartItem[], freeFirstOrder: boolean, voucher: VoucherTerms | null = null): CheckoutMoney {
  return checkoutMoney({
    lines: items.map((item) => item.line),
    deliveryMethod: 'delivery',
    freeFirstOrder,
    walletRequested: 0,
    walletBalance: 0,
    voucher: voucher ? { terms: voucher, categoryIds: items.map((item) => item.product.categoryId ?? 0) } : null,
  });
}

function CartLine({
  item,
  checked,
  busy,
  onToggle,
  onQuantity,
  onChangeDates,
  onRemove,
}: {
  item: CartItem;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  onChangeDates: () => void;
  onRemove: () => void;
}) {
  const t = vi.cart;
  const name = item.product.name;
  const renting = item.mode === 'rent';
  const member = item.line.membershipPrice < item.line.price;
  const nameId = `cart-line-${item.id}`;
  return (
    <li className={item.problem ? `${styles.line} ${styles.lineProblem}` : styles.line} data-testid="cart-line" aria-labelledby={nameId}>
      <span className={styles.check}>
        <Checkbox checked={checked} disabled={item.problem !== null} onChange={onToggle} aria-label={t.selectLine(name)} />
      </span>
      <Link to={`/product/${item.product.link}`} tabIndex={-1} aria-hidden>
        <img
          className={styles.thumb}
          src={imageUrl(item.product.imageKey, '300x400')}
          srcSet={srcSet(item.product.imageKey, ['300x400', '450x600'])}
          sizes="76px"
          width={76}
          height={101}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <Link id={nameId} to={`/product/${item.product.link}`} className={styles.name}>
            {name}
          </Link>
          <span className={renting ? styles.modeBadge : `${styles.modeBadge} ${styles.modeSale}`}>{renting ? t.modeRent : t.modeSale}</span>
        </div>
        {renting && item.dateFrom && item.dateTo ? (
          <>
            <span className={styles.dates} data-testid="cart-line-dates">
              {rentalWindowLabel(item.dateFrom, item.dateTo)}
            </span>
            <span className={styles.meta}>
              {t.rentalDays(item.line.days)}
              {item.line.deposit > 0 ? ` · ${t.deposit(formatVnd(item.line.deposit))}` : ''}
            </span>
          </>
        ) : null}
        <span className={styles.prices}>
          <span className={styles.price} data-testid="cart-line-price">
            {formatVnd(member ? item.line.membershipPrice : item.line.price)}
          </span>
          {member ? (
            <s className={styles.priceOld} aria-label={vi.catalog.originalPrice(formatVnd(item.line.price))}>
              {formatVnd(item.line.price)}
            </s>
          ) : null}
        </span>
        {item.problem ? (
          <span className={styles.problem} role="note">
            {item.problem}
          </span>
        ) : null}
        <div className={styles.controls}>
          <QuantityStepper
            value={item.quantities}
            max={Math.min(MAX_LINE_QUANTITY, Math.max(item.product.stock, item.quantities))}
            onChange={onQuantity}
            label={t.quantityOf(name)}
            disabled={busy}
          />
          {renting ? (
            <Button type="link" className={styles.linkButton} onClick={onChangeDates} aria-label={t.changeDatesOf(name)}>
              {t.changeDates}
            </Button>
          ) : null}
          <Button type="link" danger className={styles.linkButton} onClick={onRemove} aria-label={t.removeOf(name)}>
            {t.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

function TotalsPanel({
  money,
  voucher,
  count,
  loggedIn,
  onCheckout,
}: {
  money: CheckoutMoney;
  voucher: { terms: VoucherTerms | null; choose: (terms: VoucherTerms | null) => void };
  count: number;
  loggedIn: boolean;
  onCheckout: () => void;
}) {
  const t = vi.cart;
  const { totals } = money;
  // Lines that add nothing (no rental, no purchase, no deposit, no discount) are left out.
  const rows: Array<{ amount: number; label: string; value: string; discount?: boolean; testId: string }> = [
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
        {rows.map((row) => (
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
      <Button
        type="primary"
        size="large"
        block
        disabled={count === 0}
        onClick={onCheckout}
        aria-describedby={count === 0 ? 'cart-nothing-selected' : undefined}
      >
        {t.checkout}
      </Button>
    </section>
  );
}

/**
 * The cart screen's content (the checkout area mounts it at /checkout/cart inside its layout): lines with
 * checkboxes, quantity, dates and removal, the estimated totals and the way to checkout. Works for a
 * guest (the browser's cart) as for a logged-in shopper.
 */
export function CartView() {
  const t = vi.cart;
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const cart = useAppSelector(selectCart);
  const selected = useAppSelector(selectSelectedCartItems);
  const loggedIn = useLoggedIn();
  const membership = useAppSelector(selectProfileMembership);
  const [editing, setEditing] = useState<CartItem | null>(null);

  useEffect(() => {
    dispatch(load());
  }, [dispatch]);

  const items = cart.data.items;
  const cartReady = cart.status === 'ready';
  // Once per visit of the cart screen, when its lines are known: the lines may already be there (loaded at start-up)
  // when the screen's own reload begins, and that reload must not count as a second view.
  const viewed = useRef(false);
  useEffect(() => {
    if (!cartReady || viewed.current) return;
    viewed.current = true;
    track((analytics) => analytics.viewCart(items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartReady]);
  const orderableIds = useMemo(() => items.filter((item) => item.problem === null).map((item) => item.id), [items]);
  const freeFirstOrder = loggedIn && Boolean(membership?.isFreeFirstOrder && !membership.isUsedFreeFirstOrder);
  const voucher = useChosenVoucher(loggedIn);
  const money = useMemo(() => cartTotals(selected, freeFirstOrder, voucher.terms), [selected, freeFirstOrder, voucher.terms]);
  const busy = cart.mutation?.status === 'pending';

  const allChecked = orderableIds.length > 0 && selected.length === orderableIds.length;
  const someChecked = selected.length > 0 && !allChecked;

  const confirmRemove = (item: CartItem) => {
    modal.confirm({
      title: t.removeConfirmTitle,
      content: t.removeConfirmText(item.product.name),
      okText: t.remove,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: () => {
        dispatch(removeItems([item.id]));
      },
    });
  };

  const changeQuantity = (item: CartItem, quantities: number) => {
    dispatch(
      update(
        item.mode === 'rent' && item.dateFrom && item.dateTo
          ? { id: item.id, quantities, dateFrom: item.dateFrom, dateTo: item.dateTo }
          : { id: item.id, quantities },
      ),
    );
  };

  const changeDates = (item: CartItem, range: RentalRange) => {
    dispatch(update({ id: item.id, quantities: item.quantities, dateFrom: range.dateFrom, dateTo: range.dateTo }));
  };

  const checkout = () => {
    if (selected.length === 0) return;
    void navigate(loggedIn ? '/checkout' : loginPath(CART_PATH));
  };

  const mergeReport = cart.mergeReport.length > 0 ? (
    <Alert
      type={cart.mergeReport.some((change) => change.kind === 'skipped') ? 'warning' : 'info'}
      showIcon
      closable={{ 'aria-label': t.mergeClose, onClose: () => dispatch(dismissMergeReport()) }}
      title={t.mergeTitle}
      data-testid="merge-report"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {cart.mergeReport.map((change, index) => (
            <li key={`${change.productId}-${index}`}>{change.message}</li>
          ))}
        </ul>
      }
    />
  ) : null;

  if ((cart.status === 'idle' || cart.status === 'loading') && items.length === 0) {
    return (
      <div aria-busy="true" aria-label={t.loading} role="status">
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={styles.cart}>
        {mergeReport}
        {cart.status === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={t.loadError}
            action={
              <Button size="small" onClick={() => dispatch(load())}>
                {t.retry}
              </Button>
            }
          />
        ) : null}
        <section className={styles.empty} aria-labelledby="cart-empty-title">
          <ShoppingOutlined aria-hidden style={{ fontSize: 44, color: '#b0264f' }} />
          <h2 id="cart-empty-title" style={{ fontSize: 18, margin: '12px 0 6px' }}>
            {t.emptyTitle}
          </h2>
          <p className={styles.note} style={{ marginBottom: 16 }}>
            {t.emptyText}
          </p>
          <Link to="/home" className={styles.emptyCta}>
            {t.emptyCta}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.cart}>
      {mergeReport}
      <div className={styles.toolbar}>
        <Checkbox
          checked={allChecked}
          indeterminate={someChecked}
          disabled={orderableIds.length === 0}
          onChange={(event) => dispatch(selectionChanged(event.target.checked ? orderableIds : []))}
        >
          {t.selectAll(orderableIds.length)}
        </Checkbox>
      </div>
      <ul className={styles.list} aria-label={t.listLabel}>
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            checked={cart.selectedIds.includes(item.id)}
            busy={busy}
            onToggle={() => dispatch(toggleSelected(item.id))}
            onQuantity={(quantity) => changeQuantity(item, quantity)}
            onChangeDates={() => setEditing(item)}
            onRemove={() => confirmRemove(item)}
          />
        ))}
      </ul>
      <TotalsPanel money={money} voucher={voucher} count={selected.length} loggedIn={loggedIn} onCheckout={checkout} />
      {editing ? (
        <RentalDatePicker
          open
          onClose={() => setEditing(null)}
          onConfirm={(range) => changeDates(editing, range)}
          productId={editing.productId}
          productName={editing.product.name}
          quantity={editing.quantities}
          value={editing.dateFrom && editing.dateTo ? { dateFrom: editing.dateFrom, dateTo: editing.dateTo } : null}
          excludeCartItemId={editing.id > 0 ? editing.id : undefined}
        />
      ) : null}
    </div>
  );
}

export default CartView;
