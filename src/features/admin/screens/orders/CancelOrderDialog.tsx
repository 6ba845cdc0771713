import { Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../../../core/format';
import type { AdminOrder } from '../../../../../core/contracts/admin';
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, BANKS, REFUND_DESTINATION_LABELS, REFUND_DESTINATIONS, type BankCode, type RefundDestination } from '../../../../../core/contracts/refund-vocab';
import { useFeedback } from '../../kit/feedback';
import { ta } from '../../strings';
import { useCancelOrderMutation } from './api';
import { text } from './strings';

const t = text.cancel;
const ACCOUNT = new RegExp(ACCOUNT_NUMBER_PATTERN);

/** The shop cancels an order not yet handed over: why, and where everything paid goes back (wallet, bank, gateway). */
export function CancelOrderDialog({ order, open, onClose }: { order: AdminOrder['order']; open: boolean; onClose: () => void }) {
  const { report } = useFeedback();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [reason, setReason] = useState('');
  const [destination, setDestination] = useState<RefundDestination>('wallet');
  const [bankCode, setBankCode] = useState<BankCode | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const bankReady = bankCode !== null && ACCOUNT.test(accountNumber) && accountHolder.trim().length >= 2;
  const ready = reason.trim().length > 0 && (destination !== 'bank' || bankReady);
  return (
    <Modal
      open={open}
      title={t.title(order.code)}
      okText={t.submit}
      okButtonProps={{ danger: true, disabled: !ready }}
      confirmLoading={cancelling.isLoading}
      cancelText={ta.no}
      onCancel={onClose}
      onOk={() =>
        void report(
          cancel({
            id: order.id,
            body: { reason: reason.trim(), destination, ...(destination === 'bank' && bankCode ? { bank: { bankCode, accountNumber, accountHolder: accountHolder.trim() } } : {}) },
          }).unwrap(),
        ).then(onClose)
      }
      destroyOnHidden
    >
      <p>{t.intro(formatVnd(order.total))}</p>
      <label htmlFor="cancel-reason" style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {t.reason}
      </label>
      <Input.TextArea id="cancel-reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} autoSize={{ minRows: 2 }} />
      <p style={{ fontWeight: 600, margin: '12px 0 6px' }} id="cancel-destination">
        {t.destination}
      </p>
      <Radio.Group
        aria-labelledby="cancel-destination"
        value={destination}
        onChange={(event) => setDestination(event.target.value as RefundDestination)}
        options={REFUND_DESTINATIONS.map((value) => ({ value, label: REFUND_DESTINATION_LABELS[value] }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      />
      {destination === 'bank' ? (
        <div style={{ display: 'grid', gap: 6, marginTop: 10 }}>
          <label htmlFor="cancel-bank">{t.bank}</label>
          <Select<BankCode> id="cancel-bank" showSearch={{ optionFilterProp: 'label' }} options={BANK_CODES.map((code) => ({ value: code, label: BANKS[code] }))} value={bankCode ?? undefined} onChange={setBankCode} />
          <label htmlFor="cancel-account">{t.accountNumber}</label>
          <Input id="cancel-account" inputMode="numeric" value={accountNumber} onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, '').slice(0, 19))} />
          <label htmlFor="cancel-holder">{t.accountHolder}</label>
          <Input id="cancel-holder" maxLength={80} value={accountHolder} onChange={(event) => setAccountHolder(event.target.value)} />
        </div>
      ) : null}
      {destination === 'gateway' ? <p style={{ marginTop: 10, color: '#5f5459' }}>{t.gatewayNote}</p> : null}
    </Modal>
  );
}
