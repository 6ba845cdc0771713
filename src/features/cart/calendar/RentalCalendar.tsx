import { memo, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { addDays } from '../../../../core/rules/rental-dates';
import { vi } from '../../../shared/i18n/vi';
import { lastReachable, monthOf, monthWeeks, shiftMonth, weekdayIndex } from './month';
import * as styles from './RentalCalendar.module.css';

export interface RentalCalendarProps {
  /** The bookable window's first and last days. */
  first: string;
  last: string;
  today: string;
  /** Days the server says cannot be booked. */
  invalid: ReadonlySet<string>;
  from: string | null;
  to: string | null;
  onPick: (day: string) => void;
}

/** `open`: a start with no end yet; `single`: a one-day range. */
type Mark = 'start' | 'end' | 'single' | 'open' | 'inside' | null;

interface DayProps {
  day: string;
  mark: Mark;
  off: boolean;
  today: boolean;
  tabbable: boolean;
}

const t = vi.cart.picker;

/** One day: a memoised cell, so a click re-renders only the days whose state it changed. */
const Day = memo(function Day({ day, mark, off, today, tabbable }: DayProps) {
  const notes = [mark === 'start' || mark === 'single' || mark === 'open' ? t.start : null, mark === 'end' || mark === 'single' ? t.end : null, today ? t.today : null, off ? t.unavailable : null].filter(Boolean);
  const className = [styles.day, mark ? styles[mark] : '', off ? styles.off : '', today ? styles.today : ''].filter(Boolean).join(' ');
  return (
    <td role="gridcell" aria-selected={mark !== null} className={mark === 'inside' || mark === 'start' || mark === 'end' ? styles[`${mark}Cell`] : undefined}>
      <button type="button" className={className} data-day={day} aria-disabled={off || undefined} tabIndex={tabbable ? 0 : -1} aria-label={[`${t.weekdayNames[weekdayIndex(day)]}, ${t.dayName(day)}`, ...notes].join(', ')}>
        {Number(day.slice(8))}
      </button>
    </td>
  );
});

interface MonthProps {
  month: string;
  marks: (day: string) => { mark: Mark; off: boolean };
  today: string;
  focus: string;
  nav: 'prev' | 'next';
  navDisabled: boolean;
  onNav: () => void;
}

function Month({ month, marks, today, focus, nav, navDisabled, onNav }: MonthProps) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const title = t.month(index, year);
  const button = (
    <button type="button" className={styles.nav} aria-label={nav === 'prev' ? t.prevMonth : t.nextMonth} disabled={navDisabled} onClick={onNav}>
      <span aria-hidden>{nav === 'prev' ? '‹' : '›'}</span>
    </button>
  );
  return (
    <section className={styles.month} aria-label={title}>
      <header className={styles.header}>
        {nav === 'prev' ? button : <span className={styles.navSpace} />}
        <h3 className={styles.title}>{title}</h3>
        {nav === 'next' ? button : <span className={styles.navSpace} />}
      </header>
      <table role="grid" className={styles.grid} aria-label={title}>
        <thead>
          <tr>
            {t.weekdays.map((name, column) => (
              <th key={name} scope="col" abbr={t.weekdayNames[column]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? <Day key={day} day={day} {...marks(day)} today={day === today} tabbable={day === focus} /> : <td key={`-${column}`} role="gridcell" aria-hidden />,
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The rental calendar: two months stacked, Monday first, days outside the window or booked greyed out (still
 * focusable, announced as not bookable); once a start day is chosen, days past the next booked day are greyed too,
 * since a range may not cross one. Arrow keys move between days, across months. Plain buttons and strings: a tap
 * re-renders only the days it changes (antd's RangePicker re-rendered both months through dayjs on every tap —
 * 100–250 ms of a 4×-slower phone's CPU).
 */
export function RentalCalendar({ first, last, today, invalid, from, to, onPick }: RentalCalendarProps) {
  const firstMonth = monthOf(first);
  const lastMonth = monthOf(last);
  const [month, setMonth] = useState(() => {
    const start = monthOf(from ?? first);
    return start >= lastMonth ? shiftMonth(lastMonth, -1) : start;
  });
  const [focus, setFocus] = useState(from ?? first);
  const focusWanted = useRef(false);
  const root = useRef<HTMLDivElement | null>(null);

  const open = from !== null && to === null;
  const reach = open ? lastReachable(from, last, invalid) : last;
  const marks = (day: string): { mark: Mark; off: boolean } => {
    const off = day < first || day > last || invalid.has(day) || (open && day > reach);
    if (!from) return { mark: null, off };
    if (day === from) return { mark: to === null ? 'open' : to === from ? 'single' : 'start', off };
    if (!to) return { mark: null, off };
    if (day === to) return { mark: 'end', off };
    return { mark: day > from && day < to ? 'inside' : null, off };
  };

  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    root.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus, month]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('button[data-day]');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    const day = button.dataset.day!;
    setFocus(day);
    onPick(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const day = (event.target as HTMLElement).dataset?.day;
    const step = STEPS[event.key];
    if (!day || step === undefined) return;
    event.preventDefault();
    const next = addDays(day, step);
    if (next < `${firstMonth}-01` || monthOf(next) > lastMonth) return;
    const nextMonth = monthOf(next);
    if (nextMonth < month) setMonth(nextMonth);
    else if (nextMonth > shiftMonth(month, 1)) setMonth(shiftMonth(nextMonth, -1));
    focusWanted.current = true;
    setFocus(next);
  };

  const second = shiftMonth(month, 1);
  const visibleFocus = monthOf(focus) === month || monthOf(focus) === second ? focus : `${month}-01`;
  return (
    // Clicks and keys are handled once for every day (a day is a plain button; the grid below moves the focus).
    <div ref={root} className={styles.calendar} aria-label={t.calendar} role="group" onClick={onClick} onKeyDown={onKeyDown}>
      <Month month={month} marks={marks} today={today} focus={visibleFocus} nav="prev" navDisabled={month <= firstMonth} onNav={() => setMonth(shiftMonth(month, -1))} />
      <Month month={second} marks={marks} today={today} focus={visibleFocus} nav="next" navDisabled={second >= lastMonth} onNav={() => setMonth(shiftMonth(month, 1))} />
    </div>
  );
}
