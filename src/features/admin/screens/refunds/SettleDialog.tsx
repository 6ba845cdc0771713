import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../kit/feedback';
import { text as t } from './strings';

/** What a settling action asks for: the transfer's reference ("Đã chuyển") or the reason ("Từ chối"). */
export interface Settling {
  kind: 'paid' | 'reject';
  title: string;
  intro: string;
  submit: (value: string) => Promise<unknown>;
}

export function SettleDialog({ settling, onClose }: { settling: Settling | null; onClose: () => void }) {
  const { report } = useFeedback();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const reject = settling?.kind === 'reject';
  const close = () => {
    setValue('');
    onClose();
  };
  return (
    <Modal
      open={settling !== null}
      title={settling?.title}
      okText={reject ? t.reject : t.markPaid}
      okButtonProps={{ danger: reject, disabled: value.trim().length === 0 }}
      confirmLoading={busy}
      cancelText={t.cancel}
      onCancel={close}
      onOk={() => {
        if (!settling) return;
        setBusy(true);
        void report(settling.submit(value.trim()).then(close)).finally(() => setBusy(false));
      }}
      destroyOnHidden
    >
      <p>{settling?.intro}</p>
      <label htmlFor="settle-value" style={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
        {reject ? t.reasonLabel : t.referenceLabel}
      </label>
      {reject ? (
        <Input.TextArea id="settle-value" value={value} onChange={(event) => setValue(event.target.value)} maxLength={300} showCount autoSize={{ minRows: 2 }} />
      ) : (
        <Input id="settle-value" value={value} onChange={(event) => setValue(event.target.value)} maxLength={100} autoComplete="off" />
      )}
    </Modal>
  );
}
