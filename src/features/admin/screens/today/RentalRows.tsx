import { Link } from 'gatsby';
import { formatDate } from '../../../../../core/format';
import type { RentalRow } from '../../../../../core/contracts/admin';
import { displayRentalWindow } from '../../../../../core/rules/rental-dates';
import { s } from '../../kit/styles';
import { text as t } from './strings';

/** Rental lines of the day's board, each linking to its order. */
export function RentalRows({ rows, show }: { rows: readonly RentalRow[]; show: 'out' | 'back' | 'late' }) {
  if (rows.length === 0) return <p style={s.muted}>{t.none}</p>;
  return (
    <ul style={s.rows}>
      {rows.map((row) => (
        <li key={row.itemId} style={s.rowItem}>
          <Link to={`/admin/orders/${row.orderId}`} style={s.row}>
            <strong>
              {row.productName} × {row.quantity}
            </strong>
            <span>{row.orderCode}</span>
          </Link>
          <div style={s.row}>
            <span style={s.muted}>
              {row.customerName}
              {row.customerPhone ? ` · ${row.customerPhone}` : ''}
            </span>
            {show === 'out' ? <span style={s.muted}>{t.deliveryOn(formatDate(displayRentalWindow(row.dateFrom, row.dateTo).deliveryDay))}</span> : null}
            {show === 'back' ? <span style={s.muted}>{t.dueOn(formatDate(row.dueBack))}</span> : null}
            {show === 'late' ? <span style={s.late}>{t.lateBy(row.lateDays)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

