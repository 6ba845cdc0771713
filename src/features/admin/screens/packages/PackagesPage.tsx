import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../../../core/format';
import type { AdminPackage } from '../../../../../core/contracts/admin-catalog';
import { membershipFreeDays } from '../../../../../core/rules/pricing';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import type { ScreenProps } from '../../routing';
import { usePackagesQuery } from './api';
import { PackageForm } from './PackageForm';
import { text as t } from './strings';

/** The membership packages: terms, price, duration, on sale or not, and how many members use each. Prices are the owner's: staff read them. */
export function PackagesPage({ me }: ScreenProps) {
  const canEdit = me.role === 'owner';
  const query = usePackagesQuery();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const head = (
    <>
      <p style={s.muted}>{canEdit ? t.intro : t.ownerOnly}</p>
      {canEdit ? (
        <div style={s.toolbar}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        </div>
      ) : null}
    </>
  );
  const form = editing ? <PackageForm initial={editing === 'new' ? null : editing} title={editing === 'new' ? t.addTitle : t.edit(editing.name)} onClose={() => setEditing(null)} /> : null;
  return (
    <ListScreen query={query} title={t.title} head={head} after={form}>
      {({ items }) => (
        <div style={s.grid}>
          {items.map((item) => (
            <Card
              key={item.id}
              size="small"
              title={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: item.color, border: '1px solid #d9cbd0' }} />
                  {item.name}
                </span>
              }
              extra={
                canEdit ? (
                  <Button size="small" aria-label={t.edit(item.name)} onClick={() => setEditing(item)}>
                    ✎
                  </Button>
                ) : null
              }
            >
              <p style={{ margin: 0 }}>
                <strong>{formatVnd(item.price)}</strong> · {t.summary(item.percentDiscount, item.durationDays)}
              </p>
              <p style={s.muted}>{t.extendHelp(membershipFreeDays(item.extendDay))}</p>
              <p style={s.muted}>{t.members(item.activeMembers)}</p>
              <Tag color={item.onSale ? TAG_TONES.success : 'default'}>{item.onSale ? t.onSale : t.offSale}</Tag>
              {item.isFreeFirstOrder ? <Tag color={TAG_TONES.info}>{t.freeFirstOrder}</Tag> : null}
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
