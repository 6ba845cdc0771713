import { nameWithSize } from '../../../../core/rules/sizes';
import { navigate } from 'gatsby';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { CheckoutMoney } from '../../../../core/rules/order-totals';
import { vi } from '../../../shared/i18n/vi';
import { loginPath } from '../../../shared/routing/redirect';
import { useAppDispatch } from '../../../shared/state/hooks';
import { openModalSoon } from '../../../shared/ui/notices';
import { PlainCheckbox } from '../../../shared/ui/PlainCheckbox';
import { CART_PATH } from '../paths';
import { removeItems, selectionChanged, toggleSelected, update, type CartState } from '../slice';
import { CartLine } from './CartLine';
import { CartTotals, type CartTotalsProps } from './CartTotals';
import type { RentalRange } from './RentalDatePicker';
import * as styles from './Cart.module.css';
import type { CartItem } from '../../../../core/contracts/cart';

// The date picker (the calendar in antd's drawer) arrives when a line's dates are changed: the cart loads no antd (issue #34).
const RentalDatePicker = lazy(() => import('./ThemedRentalDatePicker'));

export interface FilledCartProps {
  cart: CartState;
  selected: readonly CartItem[];
  money: CheckoutMoney;
  voucher: CartTotalsProps['voucher'];
  loggedIn: boolean;
  mergeReport: ReactNode;
}

/** The cart's lines with their checkboxes, quantities, dates and removal, and the estimate of the checked ones. */
export function FilledCart({ cart, selected, money, voucher, loggedIn, mergeReport }: FilledCartProps) {
  const t = vi.cart;
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<CartItem | null>(null);
  const items = cart.data.items;
  const busy = cart.mutation?.status === 'pending';

  const confirmRemove = (item: CartItem) => {
    openModalSoon('confirm', {
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

  return (
    <div className={styles.cart}>
      {mergeReport}
      <SelectAll items={items} selected={selected} />
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
      <CartTotals money={money} voucher={voucher} count={selected.length} loggedIn={loggedIn} onCheckout={checkout} />
      {editing ? (
        <Suspense fallback={null}>
          <RentalDatePicker
            open
            onClose={() => setEditing(null)}
            onConfirm={(range) => changeDates(editing, range)}
            productId={editing.productId}
            sizeId={editing.sizeId || null}
            productName={nameWithSize(editing.product.name, editing.sizeName)}
            quantity={editing.quantities}
            value={editing.dateFrom && editing.dateTo ? { dateFrom: editing.dateFrom, dateTo: editing.dateTo } : null}
            excludeCartItemId={editing.id > 0 ? editing.id : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** 'Chọn tất cả (n)': checks every line that can be ordered, or none. */
function SelectAll({ items, selected }: { items: readonly CartItem[]; selected: readonly CartItem[] }) {
  const dispatch = useAppDispatch();
  const orderableIds = useMemo(() => items.filter((item) => item.problem === null).map((item) => item.id), [items]);
  const allChecked = orderableIds.length > 0 && selected.length === orderableIds.length;
  const someChecked = selected.length > 0 && !allChecked;
  return (
    <div className={styles.toolbar}>
      <PlainCheckbox
        checked={allChecked}
        indeterminate={someChecked}
        disabled={orderableIds.length === 0}
        onChange={(checked) => dispatch(selectionChanged(checked ? orderableIds : []))}
      >
        {vi.cart.selectAll(orderableIds.length)}
      </PlainCheckbox>
    </div>
  );
}
