import { Input, Modal } from 'antd';
import { useState } from 'react';
import type { AdminReview } from '../../../../../core/contracts/review';
import { useFeedback } from '../../kit/feedback';
import { ta } from '../../strings';
import { useHideReviewMutation } from './api';
import { text as t } from './strings';

/** Hiding a review asks why (for staff: shoppers never see the reason). */
export function HideReviewDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const { report } = useFeedback();
  const [hide, hiding] = useHideReviewMutation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={review !== null}
      title={t.hideTitle}
      okText={t.hide}
      okButtonProps={{ danger: true, disabled: reason.trim().length < 3 }}
      confirmLoading={hiding.isLoading}
      cancelText={ta.no}
      onCancel={onClose}
      onOk={() =>
        void report(hide({ id: review!.id, reason: reason.trim() }).unwrap()).then(() => {
          onClose();
          setReason('');
        })
      }
      destroyOnHidden
    >
      <label htmlFor="hide-reason" style={{ display: 'block', marginBottom: 6 }}>
        {t.reason}
      </label>
      <Input.TextArea id="hide-reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} showCount autoSize={{ minRows: 2 }} />
    </Modal>
  );
}
