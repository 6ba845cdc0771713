import { lazy } from 'react';
import * as controls from '../../../shared/ui/Controls.module.css';
import { useDialog } from '../../../shared/ui/useDialog';
import type { OrderItem } from '../../../../core/contracts/order';
import { reviewStrings as t } from '../strings';

// The form (antd's Modal, stars, radios) arrives on the first tap: an order's page loads no antd (issue #34).
const ReviewDialog = lazy(() => import('./ReviewDialog'));

/** "Viết đánh giá" under a line that came back (or was delivered); "Đã đánh giá" once written. */
export function WriteReview({ item, onDone }: { item: Pick<OrderItem, 'id' | 'productName' | 'canReview' | 'reviewed'>; onDone: () => void }) {
  const dialog = useDialog();
  if (item.reviewed) {
    return (
      <span className={controls.tag} style={{ marginTop: 10, background: '#237a3b' }}>
        {t.done}
      </span>
    );
  }
  if (!item.canReview) return null;
  return (
    <>
      <button type="button" className={`${controls.button} ${controls.block}`} onClick={dialog.show} aria-label={t.writeFor(item.productName)} style={{ marginTop: 10 }}>
        {t.write}
      </button>
      {dialog.lazy(<ReviewDialog item={item} onDone={onDone} open={dialog.open} onClose={dialog.hide} />)}
    </>
  );
}

export default WriteReview;
