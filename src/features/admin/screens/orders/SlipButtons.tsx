import { Button } from 'antd';
import type { OrderDetail } from '../../../../../core/contracts/order';
import { getApiBaseUrl } from '../../../../shared/api/http';
import { s } from '../../kit/styles';
import { text } from './strings';

const t = text.order;

/**
 * The order's slips: the hand-over slip once it is paid, the return slip once something came back — each as the
 * printable page (a new tab; the browser's print) and as the PDF the shopper also sees on her order.
 */
export function SlipButtons({ order }: { order: Pick<OrderDetail, 'id' | 'status' | 'items'> }) {
  if (order.status !== 'delivering' && order.status !== 'done') return null;
  const returned = order.items.some((item) => item.rental?.returnedOn);
  const base = `${getApiBaseUrl()}/v1/admin/orders/${order.id}/slip`;
  const slips = [{ kind: 'handover', label: t.printHandOver }, ...(returned ? [{ kind: 'return', label: t.printReturn }] : [])];
  return (
    <div style={s.actions}>
      {slips.map((slip) => (
        <span key={slip.kind} style={{ display: 'inline-flex', gap: 4 }}>
          <Button href={`${base}?kind=${slip.kind}&format=html`} target="_blank" rel="noopener" aria-label={t.slipOpensNewTab(slip.label)}>
            {slip.label}
          </Button>
          <Button href={`${base}?kind=${slip.kind}`} target="_blank" rel="noopener" aria-label={t.slipPdfFor(slip.label.toLowerCase())}>
            {t.slipPdf}
          </Button>
        </span>
      ))}
    </div>
  );
}
