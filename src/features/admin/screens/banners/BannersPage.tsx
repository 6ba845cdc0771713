import { Button, Card, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../../core/format';
import type { AdminBanner } from '../../../../../core/contracts/admin-catalog';
import { todayInVietnam } from '../../../../../core/rules/rental-dates';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { useFeedback } from '../../kit/feedback';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useBannersQuery, useDeleteBannerMutation } from './api';
import { BannerForm } from './BannerForm';
import { text as t } from './strings';

const STATE_TONES = { scheduled: TAG_TONES.info, running: TAG_TONES.success, ended: 'default' } as const;

/** Marketing's banners: every one with its place, its window in Vietnam days and whether it runs now. */
export function BannersPage() {
  const { failed } = useFeedback();
  const query = useBannersQuery();
  const [remove] = useDeleteBannerMutation();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const head = (
    <div style={s.toolbar}>
      <Button type="primary" onClick={() => setEditing('new')}>
        {t.add}
      </Button>
    </div>
  );
  const form = editing ? <BannerForm banner={editing === 'new' ? null : editing} today={todayInVietnam()} onClose={() => setEditing(null)} /> : null;
  return (
    <ListScreen query={query} title={t.title} head={head} empty={t.empty} after={form}>
      {({ items }) => (
        <div style={s.grid}>
          {items.map((banner) => (
            <Card key={banner.id} size="small" cover={<img src={`/images/600x300/${banner.imageKey}`} alt={t.preview(banner.title)} width={600} height={300} loading="lazy" style={{ height: 'auto', background: banner.backgroundColor }} />}>
              <div style={s.row}>
                <strong>{banner.title}</strong>
                <Tag color={STATE_TONES[banner.state]}>{t.states[banner.state]}</Tag>
              </div>
              <p style={s.muted}>
                {t.kinds[banner.kind]} · {t.window(formatDate(banner.firstDay), formatDate(banner.lastDay))}
              </p>
              {banner.link ? <p style={s.muted}>{banner.link}</p> : null}
              <div style={s.actions}>
                <Button onClick={() => setEditing(banner)}>{t.edit}</Button>
                <Popconfirm title={t.removeTitle} okText={t.remove} cancelText={ta.no} onConfirm={() => remove(banner.id).unwrap().catch(failed)}>
                  <Button danger>{t.remove}</Button>
                </Popconfirm>
              </div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
