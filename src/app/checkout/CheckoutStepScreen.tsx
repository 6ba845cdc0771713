import type { CheckoutRoute } from '../../features/checkout/routes';
import { CheckoutSteps } from '../../features/checkout/components/CheckoutSteps';
import { DeliveryStep } from '../../features/checkout/components/DeliveryStep';
import { OrderSuccess } from '../../features/checkout/components/OrderSuccess';
import { PushPrompt } from '../../features/notification/components/PushPrompt';
import { PaymentStep } from '../../features/checkout/components/PaymentStep';
import * as styles from '../../features/checkout/components/Checkout.module.css';

export type StepRoute = Exclude<CheckoutRoute, { kind: 'not-found' }>;

/** Delivery, payment and the order's outcome, in plain HTML: the parts that need antd (the address form, dialogs) fetch it. */
function CheckoutStep({ route, search }: { route: StepRoute; search: string }) {
  if (route.kind === 'index') {
    return (
      <div className={styles.stack}>
        <CheckoutSteps current={1} />
        <DeliveryStep />
      </div>
    );
  }
  switch (route.step.slug) {
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

export default CheckoutStep;
