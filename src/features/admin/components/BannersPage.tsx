import { App, Button, Card, Empty, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../core/format';
import type { AdminBanner, BannerInput } from '../../../../core/contracts/admin-catalog';
import { todayInVietnam } from '../../../../core/rules/rental-dates';
import { TAG_TONES } from '../../order/components/StatusTag';
import { useBannersQuery, useDeleteBannerMutation, useSaveBannerMutation } from '../api';
import { ta } from '../strings';
import { BannerForm } from './BannerForm';
import { useFeedback } from './feedback';
import { ListState } from './ListParts';
import { s } from './styles';

const t = ta.banners;
const STATE_TONES = { scheduled: TAG_TONES.info, running: TAG_TONES.success, ended: 'default' } as const;

/** Marketing's banners: every one with its place, its window in Vietnam days and whether it runs now. */
export function BannersPage() {
  const { message } = App.useApp();
  const { failed } = useFeedback();
  const { data, error, isLoading, refetch } = useBannersQuery();
  const [save, saving] = useSaveBannerMutation();
  const [remove] = useDeleteBannerMutation();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);

  const submit = (body: BannerInput) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    void save({ id, body })
      .unwrap()
      .then(() => {
        setEditing(null);
        void message.success(ta.order.done);
      }, failed);
  };

  if (!data) return <ListState loading={isLoading} error={error} retry={() => void refetch()} />;
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </div>
      {data.items.length === 0 ? <Empty description={t.empty} /> : null}
      <div style={s.grid}>
        {data.items.map((banner) => (
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
              <Popconfirm title={t.removeTitle} okText={t.remove} cancelText={ta.order.cancel} onConfirm={() => remove(banner.id).unwrap().catch(failed)}>
                <Button danger>{t.remove}</Button>
              </Popconfirm>
            </div>
          </Card>
        ))}
      </div>
      {editing ? <BannerForm banner={editing === 'new' ? null : editing} today={todayInVietnam()} saving={saving.isLoading} onSave={submit} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
