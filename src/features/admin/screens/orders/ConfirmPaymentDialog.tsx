import { Input, Modal } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../../../core/format';
import type { AdminOrder } from '../../../../../core/contracts/admin';
import { useFeedback } from '../../kit/feedback';
import { ta } from '../../strings';
import { useConfirmPaymentMutation } from './api';
import { text } from './strings';

const t = text.order;

/** "Xác nhận đã nhận tiền": the amount to take, and an optional note for the record. */
export function ConfirmPaymentDialog({ order, open, onClose }: { order: AdminOrder['order']; open: boolean; onClose: () => void }) {
  const { report } = useFeedback();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      title={t.confirmPaymentTitle}
      okText={t.confirm}
      cancelText={ta.no}
      onCancel={onClose}
      onOk={() => {
        onClose();
        void report(confirmPayment({ id: order.id, note: note.trim() || undefined }).unwrap());
      }}
      destroyOnHidden
    >
      <p>{t.confirmPaymentText(formatVnd(order.amountDue))}</p>
      <label htmlFor="payment-note">{t.paymentNote}</label>
      <Input id="payment-note" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
    </Modal>
  );
}
