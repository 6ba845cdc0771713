import { Alert } from 'antd';
import { useEffect } from 'react';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';
import { Themed } from '../../shared/theme/Themed';
import { NotFound } from '../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { RequireAuth } from '../../features/user/components/RequireAuth';
import { CartView } from '../../features/cart/components/CartView';
import { selectCart, selectSelectedCartItems } from '../../features/cart/slice';
import { checkoutTitle } from './title';
import { resolveCheckoutRoute, type CheckoutRoute } from '../../features/checkout/routes';
import { dismissPlaceError, selectCheckout, checkoutLinesChosen } from '../../features/checkout/slice';
import { CheckoutSteps } from '../../features/checkout/components/CheckoutSteps';
import { DeliveryStep } from '../../features/checkout/components/DeliveryStep';
import { OrderSuccess } from '../../features/checkout/components/OrderSuccess';
import { PushPrompt } from '../../features/notification/components/PushPrompt';
import { PaymentStep } from '../../features/checkout/components/PaymentStep';
import * as styles from '../../features/checkout/components/Checkout.module.css';
import { orderStrings } from '../../features/order/strings';

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
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => dispatch(dismissPlaceError()), 'aria-label': orderStrings.close }}
          title={t.conflictTitle}
          description={
            <>
              {placeError}
              <br />
              {t.conflictHint}
            </>
          }
        />
      ) : null}
      <CartView />
    </div>
  );
}

function CheckoutStep({ route, search }: { route: Exclude<CheckoutRoute, { kind: 'not-found' }>; search: string }) {
  if (route.kind === 'index') {
    return (
      <div className={styles.stack}>
        <CheckoutSteps current={1} />
        <DeliveryStep />
      </div>
    );
  }
  switch (route.step.slug) {
    case 'cart':
      return <CartStep />;
    case 'payment':
      return (
        <div className={styles.stack}>
          <CheckoutSteps current={2} />
          <PaymentStep />
        </div>
      );
    default:
      return <OrderSuccess search={search} rentalExtra={<PushPrompt />} />;
  }
}

/** The checkout area once hydrated (loaded by ./CheckoutView after the first paint). */
export default function CheckoutScreen({ pathname, search }: { pathname: string; search?: string }) {
  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'not-found') {
    return (
      <Themed>
        <Layout pathname={pathname} activeNav="cart">
          <NotFound />
        </Layout>
      </Themed>
    );
  }
  return (
    <Themed>
      <Layout pathname={pathname} activeNav="cart" title={checkoutTitle(pathname)}>
        {route.kind === 'step' && route.step.slug === 'cart' ? (
          // A guest's cart lives in the browser: the cart itself needs no log-in (ordering does).
          <CartStep />
        ) : (
          <RequireAuth>
            <CheckoutStep route={route} search={search ?? window.location.search} />
          </RequireAuth>
        )}
      </Layout>
    </Themed>
  );
}
