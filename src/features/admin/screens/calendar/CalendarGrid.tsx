import { Link } from 'gatsby';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CalendarSegment, StockCalendar } from '../../../../../core/contracts/stock-calendar';
import { daysBetween } from '../../../../../core/rules/rental-dates';
import { dayMonth, fullDate, isWeekend, weekdayName, weekdayShort, type View } from './dates';
import { BLOCK_REASONS, text as t } from './strings';

type Kind = CalendarSegment['kind'];

/** Each kind's colours (text on background ≥ 4.5:1); a tentative booking is drawn dashed on a lighter ground. */
export const TONES: Record<Kind, { background: string; color: string; border: string }> = {
  delivery: { background: '#d6e6fb', color: '#173d73', border: '#2f6db5' },
  rental: { background: '#7a1c3a', color: '#ffffff', border: '#7a1c3a' },
  return: { background: '#d3f0dc', color: '#145c2e', border: '#2e8b4f' },
  cleaning: { background: '#fdeccb', color: '#6b3d00', border: '#c98a1b' },
  block: { background: 'repeating-linear-gradient(135deg, #e4e1e3 0 6px, #d2ced1 6px 12px)', color: '#2f2a2d', border: '#6f6a6d' },
};
const TENTATIVE_RENTAL = { background: '#f6e3ea', color: '#6a1732' };

const UNIT_COLUMN = 74;
/** A day's column at least: a week fits a 390 px phone, a month scrolls. */
const CELL = { week: 40, month: 38 } as const;

const g = {
  wrap: { position: 'relative', border: '1px solid #eadfe3', borderRadius: 10, background: '#fff' },
  // Relative: the screen-reader texts (absolute) stay inside it, instead of widening the page.
  scroller: { position: 'relative', overflowX: 'auto', WebkitOverflowScrolling: 'touch', borderRadius: 10, outline: 'none' },
  table: { borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', fontSize: 12 },
  corner: { position: 'sticky', left: 0, zIndex: 3, width: UNIT_COLUMN, minWidth: UNIT_COLUMN, background: '#fff', textAlign: 'left', padding: '4px 8px', borderRight: '1px solid #eadfe3', borderBottom: '1px solid #eadfe3', fontWeight: 600, color: '#5f5459' },
  dayHead: { padding: '4px 0', textAlign: 'center', fontWeight: 500, color: '#2b1d22', borderBottom: '1px solid #eadfe3', lineHeight: 1.25, whiteSpace: 'nowrap' },
  todayHead: { background: '#7a1c3a', color: '#fff', fontWeight: 700, borderRadius: '6px 6px 0 0' },
  freeCell: { padding: '4px 0', textAlign: 'center', fontWeight: 600, borderBottom: '1px solid #eadfe3', fontVariantNumeric: 'tabular-nums' },
  unitHead: { position: 'sticky', left: 0, zIndex: 2, background: '#fff', textAlign: 'left', padding: '0 8px', borderRight: '1px solid #eadfe3', borderBottom: '1px solid #f1e7ea', fontWeight: 600, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12, whiteSpace: 'nowrap' },
  cell: { height: 40, padding: 2, borderBottom: '1px solid #f1e7ea', borderLeft: '1px solid #f6eef1' },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: 34, borderRadius: 6, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontWeight: 600, fontSize: 11, padding: '0 1px', textDecoration: 'none', boxSizing: 'border-box' },
  fade: { position: 'absolute', top: 0, right: 0, bottom: 0, width: 28, pointerEvents: 'none', borderRadius: '0 10px 10px 0', background: 'linear-gradient(to right, rgba(255,255,255,0), rgba(122,28,58,0.18))' },
  hint: { display: 'flex', alignItems: 'center', gap: 6, margin: '6px 2px 0', fontSize: 12, color: '#5f5459' },
  legend: { display: 'flex', flexWrap: 'wrap', gap: '6px 12px', margin: '10px 0 0', padding: 0, listStyle: 'none', fontSize: 12, color: '#2b1d22' },
  legendItem: { display: 'flex', alignItems: 'center', gap: 6 },
  swatch: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 34, height: 20, lineHeight: 1, borderRadius: 4, fontSize: 10, fontWeight: 600, padding: '0 4px', boxSizing: 'border-box' },
  srOnly: { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
} satisfies Record<string, CSSProperties>;

/** A segment's look: solid, or dashed and lighter when the plan placed it (the unit is chosen at hand-over). */
export function toneOf(segment: Pick<CalendarSegment, 'kind' | 'booking'>): CSSProperties {
  const tone = TONES[segment.kind];
  const tentative = segment.booking?.tentative ?? false;
  const base = segment.kind === 'rental' && tentative ? TENTATIVE_RENTAL : tone;
  return { background: base.background, color: base.color, border: tentative ? `2px dashed ${tone.border}` : `1px solid ${tone.border}` };
}

function labelOf(code: string, segment: CalendarSegment, from: string, to: string): string {
  if (segment.kind === 'block') {
    const block = segment.block!;
    return t.block(code, BLOCK_REASONS[block.reason], block.note, from, to);
  }
  const booking = segment.booking!;
  return segment.kind === 'rental' ? t.segment.rental(code, booking, from, to) : t.segment[segment.kind](code, booking, from);
}

function shortOf(segment: CalendarSegment): string {
  return segment.kind === 'rental' ? segment.booking!.orderCode : t.short[segment.kind];
}

interface Cell {
  day: string;
  span: number;
  segment?: CalendarSegment;
}

/** A row's cells: each segment one cell over its days on the page, a free day one cell. */
function cellsOf(segments: readonly CalendarSegment[], days: readonly string[]): Cell[] {
  const cells: Cell[] = [];
  for (let index = 0; index < days.length; ) {
    const day = days[index]!;
    const segment = segments.find((candidate) => candidate.from <= day && candidate.to >= day);
    if (!segment) {
      cells.push({ day, span: 1 });
      index += 1;
      continue;
    }
    let span = 1;
    while (index + span < days.length && days[index + span]! <= segment.to) span += 1;
    cells.push({ day, span, segment });
    index += span;
  }
  return cells;
}

/** Whether the days scroll sideways, and which way there is more: that edge fades, as a cue. */
function useScrollCue() {
  const ref = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const left = element.scrollLeft > 4;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 4;
      setCue((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  });
  return { ref, ...cue };
}

/** Units as rows, days as columns; each booking's days link to its order. */
export function CalendarGrid({ data, view }: { data: StockCalendar; view: View }) {
  const days = daysBetween(data.from, data.to);
  const width = CELL[view];
  const { ref, left, right } = useScrollCue();
  // A month opens on today (a day before it in view), not on the 1st; a week on its Monday.
  useEffect(() => {
    const scroller = ref.current;
    const today = scroller?.querySelector<HTMLElement>('th[aria-current="date"]');
    if (scroller) scroller.scrollLeft = view === 'month' && today ? Math.max(0, today.offsetLeft - UNIT_COLUMN - width) : 0;
  }, [ref, data.from, data.to, width, view]);
  const caption = t.caption(data.product.name, data.size.name, fullDate(data.from), fullDate(data.to));
  const todayTint = (day: string): CSSProperties => (day === data.today ? { background: '#fff4f7' } : isWeekend(day) ? { background: '#fbf8f9' } : {});
  return (
    <>
      <div style={g.wrap}>
        <div ref={ref} style={g.scroller} role="region" aria-label={caption} tabIndex={0} data-testid="calendar-scroller">
          <table style={{ ...g.table, width: view === 'week' ? '100%' : UNIT_COLUMN + width * days.length, minWidth: UNIT_COLUMN + width * days.length }}>
            <caption style={g.srOnly}>{caption}</caption>
            <colgroup>
              <col style={{ width: UNIT_COLUMN }} />
              {days.map((day) => (
                <col key={day} style={view === 'week' ? undefined : { width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col" style={g.corner}>
                  {t.unitColumn}
                </th>
                {days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    aria-label={`${weekdayName(day)} ${fullDate(day)}${day === data.today ? `, ${t.todayMark.toLowerCase()}` : ''}`}
                    aria-current={day === data.today ? 'date' : undefined}
                    style={{ ...g.dayHead, ...(day === data.today ? g.todayHead : isWeekend(day) ? { color: '#7a1c3a' } : {}) }}
                  >
                    <span style={{ display: 'block', fontSize: 11 }}>{weekdayShort(day)}</span>
                    <span style={{ display: 'block', fontSize: view === 'week' ? 12 : 11 }}>{view === 'week' ? dayMonth(day) : day.slice(8, 10)}</span>
                  </th>
                ))}
              </tr>
              <tr>
                <th scope="row" style={{ ...g.corner, fontWeight: 500 }}>
                  {t.freeRow}
                </th>
                {data.days.map((day) => (
                  <td
                    key={day.date}
                    aria-label={t.freeLabel(day.free, day.units, day.date)}
                    style={{ ...g.freeCell, ...todayTint(day.date), color: day.free === 0 ? '#b3261e' : day.free === day.units ? '#145c2e' : '#2b1d22' }}
                  >
                    {t.free(day.free, day.units)}
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.id} data-testid="calendar-unit">
                  <th scope="row" style={{ ...g.unitHead, color: unit.status === 'active' ? '#2b1d22' : '#8a7f84' }}>
                    {unit.code}
                    {unit.status !== 'active' ? <span style={{ display: 'block', fontFamily: 'inherit', fontWeight: 400, fontSize: 10 }}>{unit.status === 'sold' ? t.sold : t.retired}</span> : null}
                  </th>
                  {cellsOf(unit.segments, days).map((cell) => {
                    if (!cell.segment) {
                      return (
                        <td key={cell.day} style={{ ...g.cell, ...todayTint(cell.day) }}>
                          <span style={g.srOnly}>{t.freeCell(unit.code, cell.day)}</span>
                        </td>
                      );
                    }
                    const segment = cell.segment;
                    const label = labelOf(unit.code, segment, segment.from, segment.to);
                    const look = { ...g.bar, ...(view === 'month' ? { fontSize: 10 } : {}), ...toneOf(segment) };
                    return (
                      <td key={cell.day} colSpan={cell.span} style={g.cell} data-kind={segment.kind} data-tentative={segment.booking?.tentative ? 'true' : undefined}>
                        {segment.booking ? (
                          <Link to={`/admin/orders/${segment.booking.orderId}`} aria-label={label} title={label} style={look} data-testid="calendar-booking">
                            <span aria-hidden="true" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                              {shortOf(segment)}
                            </span>
                          </Link>
                        ) : (
                          <span role="img" aria-label={label} title={label} style={look}>
                            <span aria-hidden="true">{view === 'week' && cell.span > 1 ? BLOCK_REASONS[segment.block!.reason] : shortOf(segment)}</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {left ? <div style={{ ...g.fade, left: UNIT_COLUMN + 1, right: 'auto', borderRadius: 0, transform: 'scaleX(-1)' }} aria-hidden="true" /> : null}
        {right ? <div style={g.fade} aria-hidden="true" /> : null}
      </div>
      {left || right ? (
        <p style={g.hint}>
          <span aria-hidden="true">⇆</span>
          {t.scrollHint}
        </p>
      ) : null}
      <Legend />
    </>
  );
}

function Legend() {
  const items: Array<{ label: string; look: CSSProperties; short: string }> = [
    { label: t.kinds.delivery, look: toneOf({ kind: 'delivery' }), short: t.short.delivery },
    { label: t.kinds.rental, look: toneOf({ kind: 'rental' }), short: 'DH…' },
    { label: t.kinds.return, look: toneOf({ kind: 'return' }), short: t.short.return },
    { label: t.kinds.cleaning, look: toneOf({ kind: 'cleaning' }), short: t.short.cleaning },
    { label: t.kinds.block, look: toneOf({ kind: 'block' }), short: t.short.block },
    { label: t.kinds.tentative, look: { ...TENTATIVE_RENTAL, border: `2px dashed ${TONES.rental.border}` }, short: 'DH…' },
  ];
  return (
    <ul style={g.legend} aria-label={t.legend}>
      {items.map((item) => (
        <li key={item.label} style={g.legendItem}>
          <span aria-hidden="true" style={{ ...g.swatch, ...item.look }}>
            {item.short}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
