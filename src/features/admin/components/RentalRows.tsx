import { Link } from 'gatsby';
import { formatDate } from '../../../shared/format';
import type { RentalRow } from '../../../shared/contracts/admin';
import { displayRentalWindow } from '../../../shared/rules/rental-dates';
import { ta } from '../strings';
import * as styles from './Admin.module.css';

/** Rental lines of the day's board, each linking to its order. */
export function RentalRows({ rows, show }: { rows: readonly RentalRow[]; show: 'out' | 'back' | 'late' }) {
  const t = ta.today;
  if (rows.length === 0) return <p className={styles.muted}>{t.none}</p>;
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.itemId}>
          <Link to={`/admin/orders/${row.orderId}`} className={styles.row}>
            <strong>
              {row.productName} × {row.quantity}
            </strong>
            <span>{row.orderCode}</span>
          </Link>
          <div className={styles.row}>
            <span className={styles.muted}>
              {row.customerName}
              {row.customerPhone ? ` · ${row.customerPhone}` : ''}
            </span>
            {show === 'out' ? <span className={styles.muted}>{t.deliveryOn(formatDate(displayRentalWindow(row.dateFrom, row.dateTo).deliveryDay))}</span> : null}
            {show === 'back' ? <span className={styles.muted}>{t.dueOn(formatDate(row.dueBack))}</span> : null}
            {show === 'late' ? <span className={styles.late}>{t.lateBy(row.lateDays)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

