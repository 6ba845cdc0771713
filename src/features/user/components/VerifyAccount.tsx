import { GiftOutlined } from '@ant-design/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { formatVnd } from '../../../../core/format';
import { PlainField } from '../../../shared/forms/PlainField';
import { vi } from '../../../shared/i18n/vi';
import { Choice } from '../../../shared/ui/Choice';
import * as controls from '../../../shared/ui/Controls.module.css';
import { loadFeedback } from '../../../shared/ui/notices';
import { useAppDispatch } from '../../../shared/state/hooks';
import * as userApi from '../api';
import { relogin } from '../slice';
import * as styles from './VerifyAccount.module.css';
import type { User, VerificationSent } from '../../../../core/contracts/account';
import type { VerificationChannel } from '../../../../core/contracts/account-vocab';

const t = vi.accounts.verify;
const RESEND_AFTER_SECONDS = 60;
const CODE = /^\s*\d{6}\s*$/;

/** The channels the account can be verified by: its email and/or phone, not yet verified. */
export function verifiableChannels(user: User): VerificationChannel[] {
  return [...(user.email && !user.emailVerified ? (['email'] as const) : []), ...(user.phone && !user.phoneVerified ? (['phone'] as const) : [])];
}

/**
 * The welcome-credit card: send a 6-digit code to the email or phone, type it, and the credit is in the wallet. Plain
 * controls: it is on the account page's first screen, drawn before any antd code has arrived (issue #34).
 */
export function VerifyAccount({ user, pendingCredit }: { user: User; pendingCredit: number }) {
  const dispatch = useAppDispatch();
  const channels = verifiableChannels(user);
  const [channel, setChannel] = useState<VerificationChannel>(channels[0] ?? 'email');
  const [sent, setSent] = useState<VerificationSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

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

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sent || busy) return;
    if (!CODE.test(code)) {
      setCodeError(t.codeInvalid);
      return;
    }
    setBusy(true);
    try {
      const session = await userApi.confirmVerificationCode(sent.channel, code.trim());
      dispatch(relogin(session));
      const done = session.customer.welcomeCreditPending > 0 ? t.doneLater(amount) : t.done(amount);
      void loadFeedback().then(({ message }) => message.success(done));
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
        <div className={styles.channels}>
          <Choice
            label={t.channelLabel}
            value={channel}
            onChange={setChannel}
            options={channels.map((value) => ({ value, label: value === 'email' ? t.email : t.phone }))}
          />
        </div>
      ) : null}
      {sent ? (
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <p className={styles.sent} role="status">
            {t.sent(sent.destination, Math.round(sent.expiresInSeconds / 60))}
          </p>
          <div className={styles.code}>
            <PlainField
              label={t.codeLabel}
              value={code}
              onValue={(next) => {
                setCode(next);
                // Once shown, the error follows the text as it is corrected.
                if (codeError) setCodeError(CODE.test(next) ? null : t.codeInvalid);
              }}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              disabled={busy}
            />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={`${controls.button} ${controls.primary} ${controls.large}`} disabled={busy} aria-busy={busy}>
              {t.confirm}
            </button>
            <button type="button" className={`${controls.button} ${controls.link}`} disabled={wait > 0 || busy} onClick={() => void send()}>
              {wait > 0 ? t.resendIn(wait) : t.resend}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={`${controls.button} ${controls.primary} ${controls.block} ${controls.large}`} disabled={busy} aria-busy={busy} onClick={() => void send()}>
          {t.send}
        </button>
      )}
    </section>
  );
}
