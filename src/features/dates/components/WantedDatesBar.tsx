import { CalendarOutlined, CloseOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { formatShortDate } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import type { WantedDates } from '../wanted-dates';
import * as styles from './WantedDates.module.css';

const loadPicker = () => import('./WantedDatesPicker');
const Picker = lazy(loadPicker);

export interface WantedDatesBarProps {
  dates: WantedDates | null;
  onChange: (dates: WantedDates | null) => void;
}

/** "Ngày bạn cần đồ": the shopper's dates as a chip (change, clear), or the button to set them. */
export function WantedDatesBar({ dates, onChange }: WantedDatesBarProps) {
  const t = vi.dates;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <div className={styles.bar} data-testid="wanted-dates">
      <button type="button" className={dates ? `${styles.chip} ${styles.set}` : styles.chip} onPointerDown={() => void loadPicker()} onClick={show} aria-haspopup="dialog">
        <CalendarOutlined aria-hidden />
        <span className={styles.label}>{t.label}</span>
        <strong>{dates ? t.range(formatShortDate(dates.dateFrom), formatShortDate(dates.dateTo)) : t.choose}</strong>
      </button>
      {dates ? (
        <button type="button" className={styles.clear} onClick={() => onChange(null)} aria-label={t.clear}>
          <CloseOutlined aria-hidden />
        </button>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <Picker open={open} value={dates} onClose={() => setOpen(false)} onConfirm={onChange} />
        </Suspense>
      ) : null}
    </div>
  );
}
