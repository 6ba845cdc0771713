import { Button, Card, Empty, Tag } from 'antd';
import { useState } from 'react';
import { formatDate, formatVnd } from '../../../../core/format';
import type { AdminVoucher } from '../../../../core/contracts/voucher';
import { todayInVietnam } from '../../../../core/rules/rental-dates';
import { voucherSummary } from '../../../../core/rules/voucher';
import { TAG_TONES } from '../../order/components/StatusTag';
import { usePauseVoucherMutation, useVouchersQuery } from '../api';
import { ta } from '../strings';
import { useFeedback } from './feedback';
import { ListState } from './ListParts';
import { s } from './styles';
import { VoucherForm } from './VoucherForm';

const t = ta.vouchers;
const STATE_TONES = { scheduled: TAG_TONES.info, running: TAG_TONES.success, ended: 'default', paused: TAG_TONES.warning, used_up: 'default' } as const;

function scope(voucher: AdminVoucher): string | null {
  const parts = [voucher.mode === 'rent' ? t.modes.rent : voucher.mode === 'sale' ? t.modes.sale : null, voucher.categoryIds.length > 0 ? `${voucher.categoryIds.length} danh mục` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Marketing's vouchers: each with its terms, window, uses and what it has given off; pause or run again. */
export function VouchersPage() {
  const { report } = useFeedback();
  const { data, error, isLoading, refetch } = useVouchersQuery();
  const [pause] = usePauseVoucherMutation();
  const [adding, setAdding] = useState(false);

  if (!data) return <ListState loading={isLoading} error={error} retry={() => void refetch()} />;
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      </div>
      {data.items.length === 0 ? <Empty description={t.empty} /> : null}
      <div style={s.grid}>
        {data.items.map((voucher) => (
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
      {adding ? <VoucherForm today={todayInVietnam()} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
