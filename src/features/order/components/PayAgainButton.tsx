import { lazy } from 'react';
import * as controls from '../../../shared/ui/Controls.module.css';
import { useDialog } from '../../../shared/ui/useDialog';
import { orderStrings } from '../strings';
import type { PaymentMethod } from '../../../../core/contracts/payment-vocab';

// The dialog (antd's Modal and radios) arrives on the first tap: an order's page loads no antd (issue #34).
const PayAgainDialog = lazy(() => import('./PayAgainDialog'));

/** 'Thanh toán lại': opens the dialog that chooses a method and pays again. */
export function PayAgainButton({ orderId, lastMethod, block = true }: { orderId: number; lastMethod?: PaymentMethod; block?: boolean }) {
  const dialog = useDialog();
  return (
    <>
      <button type="button" className={`${controls.button} ${controls.primary} ${controls.large} ${block ? controls.block : ''}`} onClick={dialog.show}>
        {orderStrings.payAgain}
      </button>
      {dialog.lazy(<PayAgainDialog orderId={orderId} lastMethod={lastMethod} open={dialog.open} onClose={dialog.hide} />)}
    </>
  );
}

export default PayAgainButton;
