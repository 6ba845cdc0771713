import { Tag } from 'antd';
import { formatTimeDate } from '../../../../../core/format';
import type { OrderReminder } from '../../../../../core/contracts/reminder';
import { REMINDER_CHANNEL_LABELS, REMINDER_KIND_LABELS, REMINDER_STATUS_LABELS, type ReminderStatus } from '../../../../../core/contracts/reminder-vocab';
import { s } from '../../kit/styles';
import { text } from './strings';

const COLORS: Record<ReminderStatus, string> = { scheduled: 'blue', sent: 'green', skipped: 'default', failed: 'red' };

/** "Nhắc lịch": each reminder of the order by day — what went on which channel, what was skipped and why, what is to come. */
export function OrderReminders({ reminders }: { reminders: readonly OrderReminder[] }) {
  const t = text.reminders;
  if (reminders.length === 0) return <p style={s.muted}>{t.none}</p>;
  const groups = new Map<string, OrderReminder[]>();
  for (const reminder of reminders) {
    const key = `${reminder.day}|${reminder.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), reminder]);
  }
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="order-reminders">
      {[...groups.values()].map((channels) => {
        const first = channels[0]!;
        return (
          <li key={`${first.day}-${first.kind}`} style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}>
            <strong>
              {REMINDER_KIND_LABELS[first.kind]}
              {first.kind === 'overdue' ? ` — ${t.lateDay(first.lateDays)}` : ''}
            </strong>{' '}
            <span style={s.muted}>{t.when(formatTimeDate(first.dueAt))}</span>
            <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {channels.map((reminder) => (
                <li key={reminder.channel} title={reminder.note ?? undefined}>
                  <Tag color={COLORS[reminder.status]}>
                    {REMINDER_CHANNEL_LABELS[reminder.channel]}: {REMINDER_STATUS_LABELS[reminder.status]}
                    {reminder.sentAt ? ` ${formatTimeDate(reminder.sentAt).slice(0, 5)}` : ''}
                  </Tag>
                  {reminder.note ? <span style={{ ...s.muted, fontSize: 12 }}>{reminder.note}</span> : null}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
