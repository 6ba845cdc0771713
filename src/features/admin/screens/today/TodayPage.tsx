import { Card } from 'antd';
import { Link } from 'gatsby';
import { formatDate, formatVnd } from '../../../../../core/format';
import { ListScreen } from '../../kit/ListScreen';
import type { ScreenProps } from '../../routing';
import { s } from '../../kit/styles';
import { useTodayQuery } from './api';
import { ExportReport } from './ExportReport';
import { RentalRows } from './RentalRows';
import { text as t } from './strings';

/** The day's board: what goes out, what comes back, what is late, what waits for money; revenue and units out. */
export function TodayPage({ me }: ScreenProps) {
  const query = useTodayQuery(undefined, { pollingInterval: 60_000 });
  return (
    <ListScreen query={query} title={(data) => t.title(formatDate(data.today))}>
      {(data) => (
        <>
          <div style={s.stats}>
            <div style={s.stat}>
              <span style={s.muted}>{t.revenueToday}</span>
              <span style={s.statValue}>{formatVnd(data.revenue.today)}</span>
            </div>
            <div style={s.stat}>
              <span style={s.muted}>{t.revenueMonth}</span>
              <span style={s.statValue}>{formatVnd(data.revenue.month)}</span>
            </div>
          </div>
          {me.role === 'owner' ? <ExportReport today={data.today} /> : null}
          <div style={s.grid}>
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
                <p style={s.muted}>{t.none}</p>
              ) : (
                <ul style={s.rows}>
                  {data.unpaidTransfers.map((row) => (
                    <li key={row.order.id} style={s.rowItem}>
                      <Link to={`/admin/orders/${row.order.id}`} style={s.row}>
                        <strong>{row.order.code}</strong>
                        <span>{formatVnd(row.order.amountDue)}</span>
                      </Link>
                      <span style={s.muted}>{row.customer.fullName}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card title={`${t.unitsOut} (${data.unitsOut.reduce((sum, row) => sum + row.units, 0)})`} size="small">
              {data.unitsOut.length === 0 ? (
                <p style={s.muted}>{t.none}</p>
              ) : (
                <ul style={s.rows}>
                  {data.unitsOut.map((row) => (
                    <li key={row.productId} style={{ ...s.rowItem, ...s.row }}>
                      <span>{row.productName}</span>
                      <strong>{t.units(row.units)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </ListScreen>
  );
}
