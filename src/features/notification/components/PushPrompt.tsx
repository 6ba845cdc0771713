import { BellOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { fetchPushConfig, pushSupported, subscribeToPush, type PushOutcome } from '../reminder-api';
import { reminderStrings as t } from '../reminder-strings';
import * as controls from '../../../shared/ui/Controls.module.css';

const answer: Record<PushOutcome, string> = { subscribed: t.pushDone, denied: t.pushDenied, unsupported: t.pushUnsupported, off: t.pushOff };

/**
 * On a rental's confirmation: offers reminders by Web Push. The browser's own prompt comes only from the tap on the
 * button (never on load); not shown where push cannot work or was already answered.
 */
export function PushPrompt() {
  const [offer, setOffer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported() || Notification.permission !== 'default') return;
    let live = true;
    fetchPushConfig().then(
      (config) => live && setOffer(config.enabled),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!offer && !result) return null;
  const accept = async () => {
    setBusy(true);
    try {
      setResult(answer[await subscribeToPush()]);
    } catch {
      setResult(t.pushFailed);
    } finally {
      setBusy(false);
      setOffer(false);
    }
  };

  return (
    <section aria-labelledby="push-offer" data-testid="push-prompt" style={{ background: '#fff', border: '1px solid #eadfe3', borderRadius: 14, padding: '14px 16px' }}>
      <h2 id="push-offer" style={{ fontSize: 16, margin: '0 0 4px' }}>
        {t.pushAsk}
      </h2>
      {result ? (
        <p role="status" style={{ margin: 0, fontSize: 13.5, color: '#5f5459' }}>
          {result}
        </p>
      ) : (
        <>
          <p style={{ margin: '0 0 10px', fontSize: 13.5, color: '#5f5459' }}>{t.pushAskHint}</p>
          <button type="button" className={`${controls.button} ${controls.primary}`} aria-busy={busy} disabled={busy} onClick={() => void accept()}>
            <BellOutlined aria-hidden /> {t.pushButton}
          </button>
        </>
      )}
    </section>
  );
}
