import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import { formatAmountInput, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { followPayment, startTopUp } from '../api';
import { TOP_UP_MAX, TOP_UP_MIN, TOP_UP_PRESETS } from '../methods';
import { useSandboxMethods } from '../useSandboxMethods';
import { GatewayMethodList } from './GatewayMethodList';
import * as styles from './Payment.module.css';
import type { OnlineMethod } from '../../../../core/contracts/payment';

/** Wallet top-up through a gateway: amount, method, then the gateway (the server credits the wallet on its callback). */
export function TopUpForm() {
  const t = vi.payment.topUp;
  const sandboxed = useSandboxMethods();
  const [amount, setAmount] = useState<number | null>(TOP_UP_PRESETS[1]);
  const [method, setMethod] = useState<OnlineMethod | null>('momo');
  const [sending, setSending] = useState(false);
  const valid = amount !== null && Number.isInteger(amount) && amount >= TOP_UP_MIN && amount <= TOP_UP_MAX;

  const submit = async () => {
    if (!valid || !method) return;
    setSending(true);
    try {
      const payment = await startTopUp(amount, method);
      if (!followPayment(payment)) setSending(false);
    } catch {
      // The fetch helper has shown the server's message.
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby="topup-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="topup-title" style={{ fontSize: 16, margin: 0 }}>
        {t.title}
      </h2>
      <label htmlFor="topup-amount">{t.amount}</label>
      <InputNumber<number>
        controls={false}
        id="topup-amount"
        style={{ width: '100%' }}
        size="large"
        step={50_000}
        value={amount}
        onChange={setAmount}
        formatter={formatAmountInput}
        parser={(text) => Number((text ?? '').replace(/\D/g, '')) || 0}
        suffix="₫"
        status={amount !== null && !valid ? 'error' : undefined}
        aria-describedby="topup-help"
      />
      <span id="topup-help" style={{ color: valid || amount === null ? '#5c5459' : '#b3261e', fontSize: 13 }}>
        {valid || amount === null ? t.amountHelp : t.amountInvalid}
      </span>
      <div className={styles.presets} role="group" aria-label={t.presetsLabel}>
        {TOP_UP_PRESETS.map((preset) => (
          <Button key={preset} type={amount === preset ? 'primary' : 'default'} ghost={amount === preset} onClick={() => setAmount(preset)}>
            {formatVnd(preset)}
          </Button>
        ))}
      </div>
      <GatewayMethodList value={method} onChange={setMethod} sandboxed={sandboxed} name="topup-method" />
      <Button type="primary" size="large" htmlType="submit" block disabled={!valid || !method} loading={sending}>
        {sending ? vi.payment.redirecting : t.submit}
      </Button>
    </form>
  );
}
