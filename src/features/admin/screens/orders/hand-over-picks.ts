/** The hand-over's choice of units: which line a scanned code goes to, or why it cannot go. */
import { normaliseUnitCode } from '../../../../../core/contracts/stock-vocab';
import type { LineUnits } from './api';
import { text } from './strings';

const t = text.handOver;

export type Picks = Readonly<Record<number, ReadonlyArray<{ id: number; code: string }>>>;

export type ScanOutcome = { picks: Picks; notice: { type: 'success' | 'info' | 'error'; message: string } };

/** Places a scanned code on the first line of its size that still needs units; else says why not, in Vietnamese. */
export function placeScan(lines: readonly LineUnits[], picks: Picks, raw: string): ScanOutcome {
  const code = normaliseUnitCode(raw);
  if (Object.values(picks).some((units) => units.some((unit) => unit.code === code))) return { picks, notice: { type: 'info', message: t.already(code) } };
  const matching = lines.filter((line) => line.units.some((unit) => unit.code === code));
  const line = matching.find((candidate) => (picks[candidate.itemId]?.length ?? 0) < candidate.quantity);
  if (line) {
    const unit = line.units.find((candidate) => candidate.code === code)!;
    return { picks: { ...picks, [line.itemId]: [...(picks[line.itemId] ?? []), { id: unit.id, code }] }, notice: { type: 'success', message: t.added(code) } };
  }
  if (matching[0]) return { picks, notice: { type: 'error', message: t.full(code, matching[0].productName, matching[0].sizeName) } };
  const busy = lines.flatMap((candidate) => candidate.busy).find((unit) => unit.code === code);
  if (busy) return { picks, notice: { type: 'error', message: busy.message } };
  const wanted = [...new Set(lines.map((candidate) => t.wanted(candidate.productName, candidate.sizeName)))].join(', ');
  return { picks, notice: { type: 'error', message: t.notThisOrder(code, wanted) } };
}

/** Whether every line has all its units. */
export const allPicked = (lines: readonly LineUnits[], picks: Picks): boolean => lines.every((line) => (picks[line.itemId]?.length ?? 0) === line.quantity);
