import { Card } from 'antd';
import { formatTimeDate } from '../../../../../core/format';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { useAuditQuery } from './api';
import { text as t } from './strings';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who did what, newest first, with the record before and after. */
export function AuditPage() {
  const list = useListQuery();
  const query = useAuditQuery(list.page);
  return (
    <ListScreen query={query} title={t.title} empty={t.empty} onPage={list.setPage}>
      {({ items }) => (
        <ul style={s.rows}>
          {items.map((entry) => (
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
      )}
    </ListScreen>
  );
}
