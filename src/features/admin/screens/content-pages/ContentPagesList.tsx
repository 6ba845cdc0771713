import { Card } from 'antd';
import { Link } from 'gatsby';
import { formatTimeDate } from '../../../../../core/format';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useContentPagesQuery } from './api';
import { text as t } from './strings';

/** Every content page by group, each opening its editor. */
export function ContentPagesList() {
  const query = useContentPagesQuery();
  return (
    <ListScreen query={query} title={t.title}>
      {({ items }) => (
        <div style={s.grid}>
          {items.map((page) => (
            <Card key={page.id} size="small">
              <Link to={`/admin/pages/${page.id}`} style={s.row}>
                <strong>{page.title}</strong>
              </Link>
              <p style={s.muted}>
                {t.groups[page.group]} · {page.path}
              </p>
              <p style={s.muted}>{t.updated(formatTimeDate(page.updatedAt))}</p>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
