import { Alert } from 'antd';
import { useEffect } from 'react';
import { vi } from '../../shared/i18n/vi';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { Layout } from '../../shared/layout/Layout';
import { Themed } from '../../shared/theme/Themed';
import { PendingPage } from '../../shared/layout/PendingPage';
import { NotFound } from '../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../shared/state/hooks';
import { RequireAuth } from '../../features/user/components/RequireAuth';
import { CartView } from '../../features/cart/components/CartView';
import { selectCart, selectSelectedCartItems } from '../../features/cart/slice';
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

function CheckoutScreen({ route, search }: { route: Exclude<CheckoutRoute, { kind: 'not-found' }>; search: string }) {
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

/** The client-only checkout area (`/checkout/*`: index, cart, payment, order-success). */
export function CheckoutView({ pathname, search }: { pathname: string; search?: string }) {
  const hydrated = useHydrated();
  const t = vi.pages.checkout;

  if (!hydrated) return <PendingPage pathname={pathname} activeNav="cart" title={t.title} />;

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
            <CheckoutScreen route={route} search={search ?? window.location.search} />
          </RequireAuth>
        )}
      </Layout>
    </Themed>
  );
}

export function checkoutTitle(pathname: string): string {
  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'not-found') return vi.pages.notFound.title;
  if (route.kind === 'index') return vi.checkout.deliveryTitle;
  if (route.step.slug === 'payment') return vi.checkout.paymentTitle;
  if (route.step.slug === 'order-success') return vi.checkout.resultTitle;
  return route.step.title;
}

export default CheckoutView;
