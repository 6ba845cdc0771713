import { PendingSkeleton } from '../../../shared/layout/Pending';
import { useEffect, useMemo, useRef } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { track } from '../../../shared/tracking/track';
import { selectProfileMembership } from '../../profile/public';
import { useLoggedIn } from '../../user/public';
import { useChosenVoucher } from '../../voucher/public';
import { load, selectCart, selectSelectedCartItems } from '../slice';
import { cartTotals } from '../totals';
import { EmptyCart } from './EmptyCart';
import { FilledCart } from './FilledCart';
import { MergeReport } from './MergeReport';
import type { CartItem } from '../../../../core/contracts/cart';

/**
 * Once per visit of the cart screen, when its lines are known: the lines may already be there (loaded at start-up)
 * when the screen's own reload begins, and that reload must not count as a second view.
 */
function useCartViewed(ready: boolean, items: readonly CartItem[]) {
  const viewed = useRef(false);
  useEffect(() => {
    if (!ready || viewed.current) return;
    viewed.current = true;
    track((analytics) => analytics.viewCart(items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}

/**
 * The cart screen's content (the checkout area mounts it at /checkout/cart inside its layout): lines with
 * checkboxes, quantity, dates and removal, the estimated totals and the way to checkout. Works for a
 * guest (the browser's cart) as for a logged-in shopper.
 */
export function CartView() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const selected = useAppSelector(selectSelectedCartItems);
  const loggedIn = useLoggedIn();
  const membership = useAppSelector(selectProfileMembership);

  useEffect(() => {
    dispatch(load());
  }, [dispatch]);

  const items = cart.data.items;
  useCartViewed(cart.status === 'ready', items);
  const freeFirstOrder = loggedIn && Boolean(membership?.isFreeFirstOrder && !membership.isUsedFreeFirstOrder);
  const voucher = useChosenVoucher(loggedIn);
  const money = useMemo(() => cartTotals(selected, freeFirstOrder, voucher.terms), [selected, freeFirstOrder, voucher.terms]);
  const mergeReport = <MergeReport changes={cart.mergeReport} />;

  if ((cart.status === 'idle' || cart.status === 'loading') && items.length === 0) {
    return (
      <div aria-busy="true" aria-label={vi.cart.loading} role="status">
        <PendingSkeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (items.length === 0) return <EmptyCart mergeReport={mergeReport} failed={cart.status === 'error'} onRetry={() => dispatch(load())} />;
  return <FilledCart cart={cart} selected={selected} money={money} voucher={voucher} loggedIn={loggedIn} mergeReport={mergeReport} />;
}

export default CartView;
