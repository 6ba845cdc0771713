import { Button, Card, Empty, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { formatTimeDate } from '../../../../core/format';
import { adminErrorMessage, useAuditQuery } from '../api';
import { ta } from '../strings';
import { s } from './styles';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who did what, newest first, with the record before and after. */
export function AuditPage() {
  const t = ta.audit;
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useAuditQuery(page);
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      {data.items.length === 0 ? <Empty description={t.empty} /> : null}
      <ul style={s.rows}>
        {data.items.map((entry) => (
          <li key={entry.id} style={{ marginBottom: 8 }}>
            <Card size="small">
              <div style={s.row}>
                <strong>{t.actions[entry.action] ?? entry.action}</strong>
                <span style={s.muted}>{formatTimeDate(entry.createdAt)}</span>
              </div>
              <div style={s.row}>
                <span>{t.entity(entry.entity, entry.entityId)}</span>
                <span style={s.muted}>{entry.staffEmail}</span>
              </div>
              <p style={{ ...s.muted, overflowWrap: 'anywhere', margin: '4px 0 0' }}>
                {show(entry.before)} → {show(entry.after)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {data.pagination.total > data.pagination.limit ? (
        <div style={s.actions}>
          <Pagination simple current={page} pageSize={data.pagination.limit} total={data.pagination.total} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
