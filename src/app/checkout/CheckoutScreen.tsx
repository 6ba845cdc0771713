import { lazy, Suspense, useEffect } from 'react';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';
import { NotFound } from '../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { AuthSkeleton, RequireAuth } from '../../features/user/components/RequireAuth';
import { Notice } from '../../shared/ui/Notice';
import { CartView } from '../../features/cart/components/CartView';
import { selectCart, selectSelectedCartItems } from '../../features/cart/slice';
import { checkoutTitle } from './title';
import { loadStep } from './step-code';
import { resolveCheckoutRoute } from '../../features/checkout/routes';
import { dismissPlaceError, selectCheckout, checkoutLinesChosen } from '../../features/checkout/slice';
import { CheckoutSteps } from '../../features/checkout/components/CheckoutSteps';
import * as styles from '../../features/checkout/components/Checkout.module.css';
import { orderStrings } from '../../features/order/strings';

const CheckoutStepScreen = lazy(loadStep);

/** `/checkout/cart`: the cart, a note when an order could not be placed, and the way on. */
function CartStep() {
  const t = vi.checkout;
  const dispatch = useAppDispatch();
  const { placeError } = useAppSelector(selectCheckout);
  const cart = useAppSelector(selectCart);
  const selected = useAppSelector(selectSelectedCartItems);

  // What the shopper checks here is what the next steps order (kept across a reload).
  useEffect(() => {
    if (cart.status === 'ready') dispatch(checkoutLinesChosen(selected.map((item) => item.id)));
  }, [cart.status, selected, dispatch]);

  return (
    <div className={styles.stack}>
      <CheckoutSteps current={0} />
      {placeError ? (
        <Notice kind="error" onClose={() => dispatch(dismissPlaceError())} closeLabel={orderStrings.close} title={t.conflictTitle}>
          {placeError}
          <br />
          {t.conflictHint}
        </Notice>
      ) : null}
      <CartView />
    </div>
  );
}

/** The checkout area once hydrated (loaded by ./CheckoutView after the first paint). */
export default function CheckoutScreen({ pathname, search }: { pathname: string; search?: string }) {
  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'not-found') {
    return (
      <Layout pathname={pathname} activeNav="cart">
        <NotFound />
      </Layout>
    );
  }
  return (
    <Layout pathname={pathname} activeNav="cart" title={checkoutTitle(pathname)}>
      {route.kind === 'step' && route.step.slug === 'cart' ? (
        // A guest's cart lives in the browser: the cart itself needs no log-in (ordering does).
        <CartStep />
      ) : (
        <RequireAuth>
          <Suspense fallback={<AuthSkeleton />}>
            <CheckoutStepScreen route={route} search={search ?? window.location.search} />
          </Suspense>
        </RequireAuth>
      )}
    </Layout>
  );
}
