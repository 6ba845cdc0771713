import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { formatDate, formatVnd } from '../../../../../core/format';
import type { AdminVoucher } from '../../../../../core/contracts/voucher';
import { todayInVietnam } from '../../../../../core/rules/rental-dates';
import { voucherSummary } from '../../../../../core/rules/voucher';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { useFeedback } from '../../kit/feedback';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { usePauseVoucherMutation, useVouchersQuery } from './api';
import { text as t } from './strings';
import { VoucherForm } from './VoucherForm';

const STATE_TONES = { scheduled: TAG_TONES.info, running: TAG_TONES.success, ended: 'default', paused: TAG_TONES.warning, used_up: 'default' } as const;

function scope(voucher: AdminVoucher): string | null {
  const parts = [voucher.mode === 'rent' ? t.modes.rent : voucher.mode === 'sale' ? t.modes.sale : null, voucher.categoryIds.length > 0 ? t.categoryCount(voucher.categoryIds.length) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Marketing's vouchers: each with its terms, window, uses and what it has given off; pause or run again. */
export function VouchersPage() {
  const { report } = useFeedback();
  const query = useVouchersQuery();
  const [pause] = usePauseVoucherMutation();
  const [adding, setAdding] = useState(false);
  const head = (
    <div style={s.toolbar}>
      <Button type="primary" onClick={() => setAdding(true)}>
        {t.add}
      </Button>
    </div>
  );
  return (
    <ListScreen query={query} title={t.title} head={head} empty={t.empty} after={adding ? <VoucherForm today={todayInVietnam()} onClose={() => setAdding(false)} /> : null}>
      {({ items }) => (
        <div style={s.grid}>
          {items.map((voucher) => (
            <Card key={voucher.id} size="small" data-testid="admin-voucher">
              <div style={s.row}>
                <strong style={{ letterSpacing: 0.4 }}>{voucher.code}</strong>
                <Tag color={STATE_TONES[voucher.state]}>{t.states[voucher.state]}</Tag>
              </div>
              <p style={{ margin: '4px 0' }}>{voucher.title}</p>
              <p style={s.muted}>{voucherSummary(voucher)}</p>
              {scope(voucher) ? <p style={s.muted}>{t.restricted(scope(voucher)!.toLowerCase())}</p> : null}
              <p style={s.muted}>
                {t.window(formatDate(voucher.firstDay), formatDate(voucher.lastDay))} · {t.perCustomer(voucher.perCustomerLimit)}
                {voucher.isPublic ? '' : ` · ${t.private}`}
              </p>
              <p style={{ margin: '4px 0', fontWeight: 600 }}>
                {t.usage(voucher.usedCount, voucher.usageLimit)} · {t.given(formatVnd(voucher.discountGiven))}
              </p>
              <div style={s.actions}>
                <Button onClick={() => void report(pause({ id: voucher.id, paused: !voucher.paused }).unwrap())}>{voucher.paused ? t.resume : t.pause}</Button>
              </div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
