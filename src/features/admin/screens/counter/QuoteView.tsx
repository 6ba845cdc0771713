import { Alert, Button } from 'antd';
import type { CounterQuote } from '../../../../../core/contracts/counter';
import { formatDate, formatVnd } from '../../../../../core/format';
import { s } from '../../kit/styles';
import type { DraftLine } from './lines';
import { text } from './strings';

const t = text.lines;
const tt = text.totals;

/** The picked lines, each with the price and problem the quote gives it, and the quote's totals. */
export function QuoteView({ lines, quote, loading, onRemove }: { lines: readonly DraftLine[]; quote: CounterQuote | null; loading: boolean; onRemove: (index: number) => void }) {
  if (lines.length === 0) return <p style={s.muted}>{t.empty}</p>;
  const totals = quote?.totals;
  const rows: Array<[string, number, boolean?]> = totals
    ? [
        [tt.rental, totals.rentalTotal],
        [tt.sale, totals.saleTotal],
        [tt.deposit, totals.depositTotal],
        [tt.membership, -totals.membershipDiscount],
        [tt.freeFirst, -totals.freeFirstOrderDiscount],
        [tt.shipping, totals.shippingFee],
      ]
    : [];
  return (
    <>
      <ul style={s.rows}>
        {lines.map((line, index) => {
          const priced = quote?.lines[index];
          return (
            <li key={`${line.sizeId}-${line.dateFrom}-${index}`} style={s.rowItem}>
              <div style={s.row}>
                <strong>
                  {line.productName} · {line.sizeName}
                </strong>
                <span>{priced ? formatVnd(priced.line.membershipPrice) : null}</span>
              </div>
              <div style={s.row}>
                <span style={s.muted}>
                  {line.mode === 'rent' && line.dateFrom && line.dateTo ? t.rentOn(formatDate(line.dateFrom), formatDate(line.dateTo)) : t.buy} {t.times(line.quantity)}
                </span>
                <Button size="small" danger type="link" onClick={() => onRemove(index)} aria-label={t.removeLabel(line.productName)}>
                  {t.remove}
                </Button>
              </div>
              {priced?.problem ? <Alert type="error" showIcon title={priced.problem} style={{ marginTop: 4 }} /> : null}
            </li>
          );
        })}
      </ul>
      <h3 style={{ fontSize: 15, margin: '12px 0 4px' }}>{tt.title}</h3>
      {totals ? (
        <dl style={s.facts} aria-busy={loading}>
          {rows
            .filter(([, amount]) => amount !== 0)
            .map(([label, amount]) => (
              <div key={label} style={s.fact}>
                <dt style={s.factTerm}>{label}</dt>
                <dd style={s.factValue}>{amount < 0 ? `−${formatVnd(-amount)}` : formatVnd(amount)}</dd>
              </div>
            ))}
          <div style={{ ...s.fact, fontWeight: 700 }}>
            <dt>{tt.total}</dt>
            <dd style={s.factValue}>{formatVnd(totals.total)}</dd>
          </div>
        </dl>
      ) : (
        <p style={s.muted} role="status">
          {loading ? tt.loading : null}
        </p>
      )}
    </>
  );
}
