import { Form, Input, Modal } from 'antd';
import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { CANCELLATION_POLICY_LINK, contentPath } from '../../../../core/contracts/content-vocab';
import { formatVnd } from '../../../../core/format';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { Themed } from '../../../shared/theme/Themed';
import { cancellationOf } from '../cancellation';
import { cancelOrder, selectOrder } from '../slice';
import { orderStrings } from '../strings';
import type { OrderDetail as OrderDetailData } from '../../../../core/contracts/order';

/** What cancelling gives back, worked out by the shared rule before the shopper confirms. */
function CancellationText({ order }: { order: OrderDetailData }) {
  const t = orderStrings;
  const terms = cancellationOf(order);
  return (
    <div data-testid="cancel-terms">
      <p>
        {t.cancelText} {terms.refund > 0 ? t.cancelRefund(formatVnd(terms.refund)) : t.cancelNothingPaid}
      </p>
      {terms.kept > 0 && terms.daysBeforeDelivery !== null ? (
        <p>
          {t.cancelWindow(terms.daysBeforeDelivery, terms.rentRefundPercent)} {t.cancelKept(formatVnd(terms.kept))}{' '}
          <Link to={contentPath('customer-care', CANCELLATION_POLICY_LINK)}>{t.cancelPolicy}</Link>
        </p>
      ) : null}
    </div>
  );
}

export interface CancelDialogProps {
  order: OrderDetailData;
  open: boolean;
  onClose: () => void;
}

/** "Hủy đơn hàng": what cancelling gives back, an optional reason, then POST /v1/order/:id/cancel. */
export default function CancelDialog({ order, open, onClose }: CancelDialogProps) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const { cancel } = useAppSelector(selectOrder);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (cancel === 'failed') onClose();
  }, [cancel, onClose]);

  return (
    <Themed>
      <Modal
        open={open}
        title={t.cancelTitle}
        okText={t.cancelOk}
        cancelText={t.cancelKeep}
        okButtonProps={{ danger: true }}
        confirmLoading={cancel === 'pending'}
        onCancel={onClose}
        onOk={() => dispatch(cancelOrder({ id: order.id, reason: reason.trim() || undefined }))}
        width={416}
        destroyOnHidden
      >
        <CancellationText order={order} />
        <Form layout="vertical">
          <Form.Item label={t.cancelReason} htmlFor="cancel-reason" style={{ marginBottom: 0 }}>
            <Input.TextArea
              id="cancel-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t.cancelReasonPlaceholder}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Themed>
  );
}
