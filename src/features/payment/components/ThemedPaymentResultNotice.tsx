import { Themed } from '../../../shared/theme/Themed';
import { PaymentResultNotice } from './PaymentResultNotice';
import type { ComponentProps } from 'react';

/** The gateway's outcome with antd's context around it, for pages that load antd only when there is one to show. */
export default function ThemedPaymentResultNotice(props: ComponentProps<typeof PaymentResultNotice>) {
  return (
    <Themed>
      <PaymentResultNotice {...props} />
    </Themed>
  );
}
