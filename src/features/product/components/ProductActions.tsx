import { lazy, Suspense, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { formatShortDate } from '../../../../core/format';
import { MAX_LINE_QUANTITY } from '../../../../core/rules/cart';
import { vi } from '../../../shared/i18n/vi';
import { useAppSelector } from '../../../shared/state/hooks';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import type { RentalRange } from '../../cart/public';
import { selectProfileMembership } from '../../profile/public';
import { useLoggedIn } from '../../user/public';
import { productLines } from '../price-lines';
import { useAddToCart, type Then } from '../useAddToCart';
import { currentDates } from '../../dates/public';
import { useSize } from '../useSize';
import { SizePicker } from './SizePicker';
import { ActionBar } from './ActionBar';
import { CartPanel } from './CartPanel';
import * as styles from './Product.module.css';
import type { AddLine, MembershipTerms } from '../../../../core/contracts/cart';
import type { ProductDetail } from '../../../../core/contracts/catalog';

export type ProductMode = 'rent' | 'buy';

export interface ProductActionsProps {
  product: ProductDetail;
  mode: ProductMode;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}

const LazyBackupSize = lazy(() => import('./BackupSizeOption'));

const loadPicker = () => import('../../cart/components/ThemedRentalDatePicker');
const RentalDatePicker = lazy(loadPicker);
const preloadPicker = () => void loadPicker();

/** The picker once wanted; it stays mounted after that, for its closing animation. */
function LazyDatePicker({ wanted, ...props }: ComponentProps<typeof RentalDatePicker> & { wanted: boolean }) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RentalDatePicker {...props} />
    </Suspense>
  );
}

/** The logged-in member's terms (none for a guest or a shopper without a membership). */
function useMemberTerms(loggedIn: boolean): MembershipTerms | null {
  const membership = useAppSelector(selectProfileMembership);
  return useMemo(
    () => (loggedIn && membership ? { percentDiscount: membership.percentDiscount, extendDay: membership.extendDay } : null),
    [loggedIn, membership],
  );
}

/** The quantity chosen, kept within the stock and the per-line ceiling. */
function useQuantity(stock: number) {
  const max = Math.max(1, Math.min(MAX_LINE_QUANTITY, stock));
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    if (quantity > max) setQuantity(max);
  }, [quantity, max]);
  return { quantity, setQuantity, max };
}

/**
 * The product page's cart part: quantity, the rental dates and the live price line, and the fixed
 * action bar ('Thêm vào giỏ' + 'Thuê ngay' / 'Mua ngay'). A guest's lines go to the browser's cart.
 */
export function ProductActions({ product, mode, pickerOpen, onPickerOpenChange }: ProductActionsProps) {
  const t = vi.product;
  const loggedIn = useLoggedIn();
  const terms = useMemberTerms(loggedIn);
  const { adding, addToCart } = useAddToCart(product);
  const renting = mode === 'rent';
  const [range, setRange] = useState<RentalRange | null>(null);
  // Opened with the shopper's dates ("Ngày bạn cần đồ", from the URL or the device): they are her rental's.
  useEffect(() => {
    const wanted = currentDates(window.location.search);
    if (wanted) setRange((chosen) => chosen ?? wanted);
  }, []);
  const [sizeWanted, setSizeWanted] = useState(false);
  const [quantityWanted, setQuantityWanted] = useState(1);
  const sizing = useSize(product, range, quantityWanted, renting);
  const { quantity, setQuantity, max: maxQuantity } = useQuantity(sizing.size ? sizing.size.units : product.stock);
  if (quantity !== quantityWanted) setQuantityWanted(quantity);
  const [backupId, setBackupId] = useState<number | null>(null);
  const backupSize = sizing.size && backupId !== null && backupId !== sizing.size.id && (!sizing.freeIds || sizing.freeIds.has(backupId)) ? (sizing.sizes.find((candidate) => candidate.id === backupId) ?? null) : null;
  const [afterPick, setAfterPick] = useState<Then | null>(null);
  // The picker's code (the calendar in antd's drawer) arrives when first wanted.
  const [pickerWanted, setPickerWanted] = useState(pickerOpen);
  if (pickerOpen && !pickerWanted) setPickerWanted(true);

  const outOfStock = product.stock <= 0;
  const lines = productLines(product, { renting, quantity, range, terms, loggedIn });

  const submit = (then: Then, chosen: RentalRange | null = range) => {
    if (outOfStock || adding) return;
    // Dates first (the calendar greys the days no size is free), then the size.
    if (renting && !chosen) {
      setAfterPick(then);
      onPickerOpenChange(true);
      return;
    }
    const size = sizing.size;
    if (!size) {
      setSizeWanted(true);
      document.querySelector<HTMLElement>('[data-testid="size-picker"] input:not(:disabled)')?.focus();
      return;
    }
    const item: AddLine =
      renting && chosen
        ? { productId: product.id, sizeId: size.id, mode: 'rent', quantities: quantity, dateFrom: chosen.dateFrom, dateTo: chosen.dateTo }
        : { productId: product.id, sizeId: size.id, mode: 'sale', quantities: quantity };
    const backup = renting && backupSize && sizing.backupFee ? { sizeId: backupSize.id, sizeName: backupSize.name, fee: sizing.backupFee } : undefined;
    addToCart(item, then, size, backup);
  };
  const taken = renting && sizing.datesTaken ? (
    <p className={styles.datesTaken} role="alert">
      {t.datesTaken}
    </p>
  ) : null;
  const sizePicker = sizing.choosing ? (
    <SizePicker
      sizes={sizing.sizes}
      value={sizing.size?.id ?? null}
      onChange={(id) => {
        sizing.setSizeId(id);
        setSizeWanted(false);
      }}
      freeIds={sizing.freeIds}
      showRequired={sizeWanted && !sizing.size}
    />
  ) : null;
  // After a size and the dates, a second size may come along (its code loads then: the first load stays as it was).
  const backupOption =
    renting && range && sizing.choosing && sizing.size && sizing.backupFee ? (
      <Suspense fallback={null}>
        <LazyBackupSize
          sizes={sizing.sizes}
          mainId={sizing.size.id}
          freeIds={sizing.freeIds}
          terms={sizing.backupFee}
          product={product}
          range={range}
          value={backupSize?.id ?? null}
          onChange={setBackupId}
        />
      </Suspense>
    ) : null;
  const stepper = (
    <div className={styles.quantityRow}>
      <span aria-hidden>{t.quantity}</span>
      <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} label={t.quantity} disabled={outOfStock} />
    </div>
  );
  const dates = range ? t.barDates(formatShortDate(range.dateFrom), formatShortDate(range.dateTo)) : t.datesNotChosen;
  const note = outOfStock ? t.outOfStockReason : renting ? dates : t.quantity + `: ${quantity}`;

  return (
    <>
      <CartPanel
        sizes={
          <>
            {sizePicker}
            {taken}
            {backupOption}
          </>
        }
        renting={renting}
        range={range}
        lines={lines}
        loggedIn={loggedIn}
        outOfStock={outOfStock}
        stepper={stepper}
        onOpenPicker={() => onPickerOpenChange(true)}
        onPreload={preloadPicker}
      />
      <ActionBar
        price={lines.barPrice}
        note={note}
        renting={renting}
        outOfStock={outOfStock}
        adding={adding}
        onPreload={renting && !range ? preloadPicker : undefined}
        onSubmit={submit}
      />
      <LazyDatePicker
        wanted={renting && !outOfStock && (pickerOpen || pickerWanted)}
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
        sizeId={sizing.size?.id ?? null}
        productName={product.name}
        quantity={quantity}
        value={range}
        extra={stepper}
      />
    </>
  );
}

export default ProductActions;
