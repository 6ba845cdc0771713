import { lazy } from 'react';
import * as controls from '../../../shared/ui/Controls.module.css';
import { useDialog } from '../../../shared/ui/useDialog';
import { orderStrings } from '../strings';
import type { OrderItem } from '../../../../core/contracts/order';

// The dialog (antd's Modal, radios and notices) arrives on the first tap: an order's page loads no antd (issue #34).
const ExtendDialog = lazy(() => import('./ExtendDialog'));

/** "Gia hạn thuê" under a rental with the shopper. */
export function ExtendRental({ orderId, item }: { orderId: number; item: OrderItem }) {
  const t = orderStrings.extend;
  const dialog = useDialog();
  return (
    <>
      <button type="button" className={`${controls.button} ${controls.block}`} onClick={dialog.show} aria-label={t.openFor(item.productName)} style={{ marginTop: 10 }}>
        {t.open}
      </button>
      {dialog.lazy(<ExtendDialog orderId={orderId} item={item} open={dialog.open} onClose={dialog.hide} />)}
    </>
  );
}

export default ExtendRental;
