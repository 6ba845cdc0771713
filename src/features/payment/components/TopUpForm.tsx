import { useState } from 'react';
import { formatVnd } from '../../../../core/format';
import { AmountField } from '../../../shared/forms/AmountField';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
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
      <AmountField
        label={t.amount}
        fieldClassName={styles.field}
        value={amount}
        onAmount={setAmount}
        error={amount !== null && !valid ? t.amountInvalid : null}
        help={t.amountHelp}
      />
      <div className={styles.presets} role="group" aria-label={t.presetsLabel}>
        {TOP_UP_PRESETS.map((preset) => (
          <button key={preset} type="button" className={`${controls.button} ${amount === preset ? controls.ghost : ''}`} aria-pressed={amount === preset} onClick={() => setAmount(preset)}>
            {formatVnd(preset)}
          </button>
        ))}
      </div>
      <GatewayMethodList value={method} onChange={setMethod} sandboxed={sandboxed} name="topup-method" />
      <button type="submit" className={`${controls.button} ${controls.primary} ${controls.large} ${controls.block}`} disabled={!valid || !method || sending} aria-busy={sending}>
        {sending ? vi.payment.redirecting : t.submit}
      </button>
    </form>
  );
}
