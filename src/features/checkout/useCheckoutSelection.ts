import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { cartActions, selectCart, selectSelectedCartItems } from '../cart/public';
import { selectCheckout, checkoutLinesChosen } from './slice';

export type SelectionState = 'loading' | 'ready' | 'empty' | 'error';

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The cart lines this checkout orders. The cart is reloaded on entry (fresh prices and problems); after a
 * page reload the cart checks every line again, so the lines this checkout was for (kept in
 * sessionStorage) are checked again. 'empty' when nothing orderable is selected (back to the cart).
 */
export function useCheckoutSelection(): { state: SelectionState; ids: number[] } {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const selected = useAppSelector(selectSelectedCartItems);
  const { cartItemIds } = useAppSelector(selectCheckout);
  const [phase, setPhase] = useState<'load' | 'restore' | 'live'>('load');
  const storedAtEntry = useRef(cartItemIds);

  useEffect(() => {
    dispatch(cartActions.load());
    setPhase('restore');
  }, [dispatch]);

  useEffect(() => {
    if (phase === 'restore' && cart.status === 'ready') {
      const stored = storedAtEntry.current;
      if (stored.length > 0 && !sameSet(stored, selected.map((item) => item.id))) dispatch(cartActions.selectionChanged(stored));
      setPhase('live');
    }
  }, [phase, cart.status, selected, dispatch]);

  useEffect(() => {
    if (phase !== 'live' || cart.status !== 'ready') return;
    dispatch(checkoutLinesChosen(selected.map((item) => item.id)));
  }, [phase, cart.status, selected, dispatch]);

  if (cart.status === 'error' && phase !== 'live') return { state: 'error', ids: [] };
  if (phase !== 'live') return { state: 'loading', ids: [] };
  if (selected.length === 0) return { state: 'empty', ids: [] };
  return { state: 'ready', ids: selected.map((item) => item.id) };
}
