import { useEffect, useState } from 'react';
import type { NotificationPreferences } from '../../../../core/contracts/reminder';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../../core/contracts/reminder-vocab';
import { fetchPreferences, savePreferences, subscribeToPush, unsubscribeFromPush, type PushOutcome } from '../reminder-api';
import { reminderStrings as t } from '../reminder-strings';
import { PlainNotice } from '../../../shared/forms/PlainField';
import { PlainSwitch } from '../../../shared/forms/PlainSwitch';

const row = { display: 'flex', alignItems: 'flex-start', gap: 12, padding: '10px 0', borderTop: '1px solid #f1e6ea' } as const;

const pushNotice: Partial<Record<PushOutcome, string>> = { denied: t.pushDenied, unsupported: t.pushUnsupported, off: t.pushOff };

/** The account page's reminder channels: each one on or off; turning push on asks this browser (from the tap). */
export function ReminderChannels() {
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<ReminderChannel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchPreferences().then(
      (loaded) => live && setPreferences(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (channel: ReminderChannel, on: boolean) => {
    setBusy(channel);
    setNotice(null);
    try {
      if (channel === 'push') {
        if (on) {
          const outcome = await subscribeToPush();
          setNotice(pushNotice[outcome] ?? null);
        } else {
          await unsubscribeFromPush();
        }
      }
      setPreferences(await savePreferences({ [channel]: on }));
    } catch {
      setNotice(t.pushFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="reminder-title" style={{ background: '#fff', border: '1px solid #eadfe3', borderRadius: 14, padding: '14px 16px' }} data-testid="reminder-channels">
      <h2 id="reminder-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
        {t.title}
      </h2>
      <p style={{ margin: '0 0 8px', color: '#5f5459', fontSize: 13.5 }}>{t.intro}</p>
      {failed ? <PlainNotice kind="error">{t.loadError}</PlainNotice> : null}
      {REMINDER_CHANNELS.map((channel) => (
        <div key={channel} style={row}>
          <div style={{ flex: 1 }}>
            <span id={`reminder-${channel}`} style={{ display: 'block', fontWeight: 600 }}>
              {t.channels[channel]}
            </span>
            <span id={`reminder-${channel}-hint`} style={{ fontSize: 13, color: '#5f5459' }}>
              {t.hints[channel]}
            </span>
          </div>
          <PlainSwitch
            checked={preferences?.[channel] ?? false}
            disabled={!preferences}
            loading={busy === channel}
            onChange={(on) => void change(channel, on)}
            aria-labelledby={`reminder-${channel}`}
            aria-describedby={`reminder-${channel}-hint`}
          />
        </div>
      ))}
      {notice ? (
        <p role="status" style={{ margin: '6px 0 0', fontSize: 13, color: '#5f5459' }}>
          {notice}
        </p>
      ) : null}
    </section>
  );
}
