import { App, Button, Card, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EXPORT_FORMATS, EXPORT_MAX_DAYS, REPORT_MESSAGES, type ExportFormat } from '../../../../../core/contracts/report-vocab';
import { isDay, parseDay } from '../../../../../core/rules/rental-dates';
import { getApiBaseUrl } from '../../../../shared/api/http';
import { ta } from '../../strings';
import { s } from '../../kit/styles';
import { text } from './strings';

const t = text.export;

/** The range's problem in the server's own words, or null (the server checks again). */
function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return REPORT_MESSAGES.badDay;
  if (from > to) return REPORT_MESSAGES.rangeReversed;
  if ((parseDay(to) - parseDay(from)) / 86_400_000 + 1 > EXPORT_MAX_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

/** "Xuất báo cáo": the owner picks days and a format and the file downloads (the export is the owner's, and audited). */
export function ExportReport({ today }: { today: string }) {
  const { message } = App.useApp();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const problem = rangeProblem(from, to);
    if (problem) return void message.error(problem);
    setBusy(true);
    try {
      const query = new URLSearchParams({ from, to, format });
      const response = await fetch(`${getApiBaseUrl()}/v1/admin/reports/export?${query}`, { credentials: 'same-origin', headers: { 'x-user-type': 'staff' } });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return void message.error(body?.message ?? ta.networkError);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `bao-cao.${format}`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      void message.success(t.done(name));
    } catch {
      void message.error(ta.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t.title} size="small" style={{ marginBottom: 12 }}>
      <p style={s.muted}>{t.hint}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8, alignItems: 'end' }}>
        <label>
          <span style={s.muted}>{t.from}</span>
          <DatePicker
            format="DD/MM/YYYY"
            allowClear={false}
            inputReadOnly
            value={dayjs(from)}
            disabledDate={(value) => value.format('YYYY-MM-DD') > to}
            onChange={(value) => value && setFrom(value.format('YYYY-MM-DD'))}
            aria-label={t.from}
            style={{ width: '100%' }}
          />
        </label>
        <label>
          <span style={s.muted}>{t.to}</span>
          <DatePicker
            format="DD/MM/YYYY"
            allowClear={false}
            inputReadOnly
            value={dayjs(to)}
            disabledDate={(value) => value.format('YYYY-MM-DD') < from}
            onChange={(value) => value && setTo(value.format('YYYY-MM-DD'))}
            aria-label={t.to}
            style={{ width: '100%' }}
          />
        </label>
        <label>
          <span style={s.muted}>{t.format}</span>
          <Select<ExportFormat>
            value={format}
            onChange={setFormat}
            aria-label={t.format}
            style={{ width: '100%' }}
            options={EXPORT_FORMATS.map((value) => ({ value, label: t.formats[value] }))}
          />
        </label>
        <Button type="primary" onClick={() => void download()} loading={busy}>
          {t.submit}
        </Button>
      </div>
    </Card>
  );
}
