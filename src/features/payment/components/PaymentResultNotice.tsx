import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { vi } from '../../../shared/i18n/vi';
import type { PaymentResult } from '../usePaymentResult';

/** The outcome of a gateway payment for a membership or a top-up, as the server knows it. */
export function PaymentResultNotice({ result, paidText }: { result: PaymentResult; paidText: ReactNode }) {
  const t = vi.payment;
  if (result.phase === 'idle') return null;
  if (result.phase === 'checking') {
    return (
      <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Spin size="small" /> {t.checking}
      </div>
    );
  }
  if (result.phase === 'error') return <Alert type="warning" showIcon title={t.pendingTitle} description={t.pendingText} />;
  const { payment } = result;
  if (payment.status === 'paid') return <Alert type="success" showIcon title={t.paidTitle} description={paidText} role="status" />;
  if (payment.status === 'pending') return <Alert type="info" showIcon title={t.pendingTitle} description={t.pendingText} role="status" />;
  return <Alert type="error" showIcon title={t.failedTitle} description={t.failedText} role="alert" />;
}
