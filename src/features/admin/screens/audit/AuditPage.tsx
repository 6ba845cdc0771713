import { Card } from 'antd';
import { formatTimeDate } from '../../../../../core/format';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { useAuditQuery } from './api';
import { changesOf, type FieldChange } from './changes';
import { text as t } from './strings';

const removedStyle = { background: '#fde8ec', color: '#8a1538', textDecoration: 'line-through' } as const;
const addedStyle = { background: '#e6f4ea', color: '#1e6b34', textDecoration: 'none' } as const;

/** One changed field: "Giá thuê: 200.000 ₫ → 250.000 ₫", or a text's words removed and added. */
function Change({ change }: { change: FieldChange }) {
  const { diff } = change;
  return (
    <li style={{ overflowWrap: 'anywhere', margin: '2px 0' }}>
      <strong>
        {change.label}
        {change.only === 'before' ? ` ${t.before}` : ''}:{' '}
      </strong>
      {change.only ? (
        <span>{change.only === 'before' ? change.from : change.to}</span>
      ) : diff ? (
        <span>
          {diff.before ? `${diff.before} ` : ''}
          {diff.removed ? (
            <del style={removedStyle} aria-label={`${t.removed}: ${diff.removed}`}>
              {diff.removed}
            </del>
          ) : null}{' '}
          {diff.added ? (
            <ins style={addedStyle} aria-label={`${t.added}: ${diff.added}`}>
              {diff.added}
            </ins>
          ) : null}
          {diff.after ? ` ${diff.after}` : ''}
        </span>
      ) : (
        <span>
          {change.from} → {change.to}
        </span>
      )}
    </li>
  );
}

/** Who did what, newest first, with only the fields that changed. */
export function AuditPage() {
  const list = useListQuery();
  const query = useAuditQuery(list.page);
  return (
    <ListScreen query={query} title={t.title} empty={t.empty} onPage={list.setPage}>
      {({ items }) => (
        <ul style={s.rows}>
          {items.map((entry) => {
            const changes = changesOf(entry.before, entry.after);
            return (
              <li key={entry.id} style={{ marginBottom: 8 }}>
                <Card size="small">
                  <div style={s.row}>
                    <strong>{t.action(entry.action)}</strong>
                    <span style={s.muted}>{formatTimeDate(entry.createdAt)}</span>
                  </div>
                  <div style={s.row}>
                    <span>{t.entity(entry.entity, entry.entityId)}</span>
                    <span style={s.muted}>{entry.staffEmail}</span>
                  </div>
                  {changes.length ? (
                    <ul aria-label={t.changes} style={{ ...s.muted, margin: '4px 0 0', paddingInlineStart: 18 }}>
                      {changes.map((change) => (
                        <Change key={change.field} change={change} />
                      ))}
                    </ul>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </ListScreen>
  );
}
