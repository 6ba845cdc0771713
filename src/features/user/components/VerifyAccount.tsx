import { GiftOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch } from '../../../shared/state/hooks';
import * as userApi from '../api';
import { relogin } from '../slice';
import * as styles from './VerifyAccount.module.css';
import type { User, VerificationSent } from '../../../../core/contracts/account';
import type { VerificationChannel } from '../../../../core/contracts/account-vocab';

const t = vi.accounts.verify;
const RESEND_AFTER_SECONDS = 60;

/** The channels the account can be verified by: its email and/or phone, not yet verified. */
export function verifiableChannels(user: User): VerificationChannel[] {
  return [...(user.email && !user.emailVerified ? (['email'] as const) : []), ...(user.phone && !user.phoneVerified ? (['phone'] as const) : [])];
}

/** The welcome-credit card: send a 6-digit code to the email or phone, type it, and the credit is in the wallet. */
export function VerifyAccount({ user, pendingCredit }: { user: User; pendingCredit: number }) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const channels = verifiableChannels(user);
  const [channel, setChannel] = useState<VerificationChannel>(channels[0] ?? 'email');
  const [sent, setSent] = useState<VerificationSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (pendingCredit <= 0 || channels.length === 0) return null;
  const amount = formatVnd(pendingCredit);

  const send = async () => {
    setBusy(true);
    try {
      setSent(await userApi.sendVerificationCode(channel));
      setWait(RESEND_AFTER_SECONDS);
    } catch {
      // The fetch helper has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    if (!sent) return;
    setBusy(true);
    try {
      const session = await userApi.confirmVerificationCode(sent.channel, code.trim());
      dispatch(relogin(session));
      void message.success(session.customer.welcomeCreditPending > 0 ? t.doneLater(amount) : t.done(amount));
    } catch {
      // The fetch helper has shown the reason (wrong or expired code, too many tries).
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="verify-title" data-testid="verify-account">
      <h2 id="verify-title" className={styles.title}>
        <GiftOutlined aria-hidden /> {t.title(amount)}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      {channels.length > 1 && !sent ? (
        <Radio.Group
          aria-label={t.channelLabel}
          value={channel}
          onChange={(event) => setChannel(event.target.value as VerificationChannel)}
          optionType="button"
          className={styles.channels}
          options={channels.map((value) => ({ value, label: value === 'email' ? t.email : t.phone }))}
        />
      ) : null}
      {sent ? (
        <Form<{ code: string }> layout="vertical" requiredMark={false} disabled={busy} onFinish={confirm}>
          <p className={styles.sent} role="status">
            {t.sent(sent.destination, Math.round(sent.expiresInSeconds / 60))}
          </p>
          <Form.Item name="code" label={t.codeLabel} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t.codeInvalid }]}>
            <Input size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={styles.code} />
          </Form.Item>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" size="large" loading={busy}>
              {t.confirm}
            </Button>
            <Button type="link" disabled={wait > 0 || busy} onClick={send}>
              {wait > 0 ? t.resendIn(wait) : t.resend}
            </Button>
          </div>
        </Form>
      ) : (
        <Button type="primary" size="large" block loading={busy} onClick={send}>
          {t.send}
        </Button>
      )}
    </section>
  );
}
