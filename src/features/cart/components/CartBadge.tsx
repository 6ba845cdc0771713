import { useContext } from 'react';
import { ReactReduxContext, useSelector } from 'react-redux';
import { vi } from '../../../shared/i18n/vi';
import { selectCartCount, type CartState } from '../slice';
import * as styles from './CartBadge.module.css';

function Count() {
  const count = useSelector((state: { cart?: CartState }) => (state.cart ? selectCartCount({ cart: state.cart }) : 0));
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="cart-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{vi.cart.badge(count)}</span>
    </span>
  );
}

/** The number of cart lines on the bottom navigation's cart item (nothing outside a store, e.g. in isolation). */
export function CartBadge() {
  const context = useContext(ReactReduxContext);
  return context ? <Count /> : null;
}

export default CartBadge;
