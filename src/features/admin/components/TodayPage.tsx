import { Button, Card, Result, Skeleton } from 'antd';
import { Link } from 'gatsby';
import { formatDate, formatVnd } from '../../../shared/format';
import { adminErrorMessage, useTodayQuery } from '../api';
import { ta } from '../strings';
import { RentalRows } from './RentalRows';
import * as styles from './Admin.module.css';

/** The day's board: what goes out, what comes back, what is late, what waits for money; revenue and units out. */
export function TodayPage() {
  const t = ta.today;
  const { data, error, isLoading, refetch } = useTodayQuery(undefined, { pollingInterval: 60_000 });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  return (
    <>
      <h1 className={styles.pageTitle}>{t.title(formatDate(data.today))}</h1>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.muted}>{t.revenueToday}</span>
          <span className={styles.statValue}>{formatVnd(data.revenue.today)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.muted}>{t.revenueMonth}</span>
          <span className={styles.statValue}>{formatVnd(data.revenue.month)}</span>
        </div>
      </div>
      <div className={styles.grid}>
        <Card title={`${t.late} (${data.late.length})`} size="small">
          <RentalRows rows={data.late} show="late" />
        </Card>
        <Card title={`${t.goingOut} (${data.goingOut.length})`} size="small">
          <RentalRows rows={data.goingOut} show="out" />
        </Card>
        <Card title={`${t.comingBack} (${data.comingBack.length})`} size="small">
          <RentalRows rows={data.comingBack} show="back" />
        </Card>
        <Card title={`${t.unpaid} (${data.unpaidTransfers.length})`} size="small">
          {data.unpaidTransfers.length === 0 ? (
            <p className={styles.muted}>{t.none}</p>
          ) : (
            <ul className={styles.rows}>
              {data.unpaidTransfers.map((row) => (
                <li key={row.order.id}>
                  <Link to={`/admin/orders/${row.order.id}`} className={styles.row}>
                    <strong>{row.order.code}</strong>
                    <span>{formatVnd(row.order.amountDue)}</span>
                  </Link>
                  <span className={styles.muted}>{row.customer.fullName}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={`${t.unitsOut} (${data.unitsOut.reduce((sum, row) => sum + row.units, 0)})`} size="small">
          {data.unitsOut.length === 0 ? (
            <p className={styles.muted}>{t.none}</p>
          ) : (
            <ul className={styles.rows}>
              {data.unitsOut.map((row) => (
                <li key={row.productId} className={styles.row}>
                  <span>{row.productName}</span>
                  <strong>{t.units(row.units)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
