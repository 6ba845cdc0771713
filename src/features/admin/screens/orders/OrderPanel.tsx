import { App, Button, Card, Result, Skeleton, Tag } from 'antd';
import { Link } from 'gatsby';
import { useState } from 'react';
import { ORDER_CHANNEL_LABELS } from '../../../../../core/contracts/order-vocab';
import { formatVnd } from '../../../../../core/format';
import { DELIVERY_METHOD_LABELS } from '../../../../../core/format/order-standing';
import type { OrderItem } from '../../../../../core/contracts/order';
import { OrderTimeline } from '../../../order/components/OrderDetail';
import { OrderItemLine } from '../../../order/components/OrderLine';
import { OrderTotals } from '../../../order/components/OrderTotals';
import { OrderStatusTag } from '../../../order/components/StatusTag';
import { adminErrorMessage, useMeQuery } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { SlipButtons } from './SlipButtons';
import { useHandOverMutation, useOrderQuery, useRefundPaidMutation } from './api';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { HandOverDialog } from './HandOverDialog';
import { LineChangeDialog } from './LineChangeDialog';
import { ReturnForm } from './ReturnForm';
import { ReturnPhotoButton } from './ReturnPhotoButton';
import { OrderReminders } from './OrderReminders';
import { text } from './strings';

const t = text.order;

/** One order for staff: the shopper, the lines with their rentals, and the next step (money, hand-over, returns). */
export function OrderPanel({ orderId }: { orderId: number }) {
  const { modal } = App.useApp();
  const { report: run } = useFeedback();
  const { data, error, isLoading, refetch } = useOrderQuery(orderId);
  const [handOver] = useHandOverMutation();
  const [refundPaid] = useRefundPaidMutation();
  const [returning, setReturning] = useState<OrderItem | null>(null);
  const [changing, setChanging] = useState<OrderItem | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // Money leaving the shop is the owner's (server/modules/admin/route-roles.ts).
  const isOwner = useMeQuery().data?.staff.role === 'owner';

  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  const { order, customer, units, channel } = data;
  const rentalsToGive = order.items.some((item) => item.mode === 'rent' && item.rental?.state === 'reserved');
  const unitsOf = (itemId: number) => units.filter((unit) => unit.itemId === itemId);

  return (
    <>
      <p>
        <Link to="/admin/orders">← {t.back}</Link>
      </p>
      <h1 style={s.pageTitle}>
        {t.title(order.code)} <OrderStatusTag order={order} />
      </h1>
      {order.extendsOrder ? (
        <p>
          {t.extends} <Link to={`/admin/orders/${order.extendsOrder.id}`}>{order.extendsOrder.code}</Link>
        </p>
      ) : null}
      <div style={s.grid}>
        <Card title={t.customer} size="small">
          <p>
            <strong>{customer.fullName}</strong>
          </p>
          {customer.phone ? <a href={`tel:${customer.phone}`}>{t.call(customer.phone)}</a> : null}
          {customer.email ? <p style={s.muted}>{customer.email}</p> : null}
          <p>
            <strong>{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</strong>
            {order.address && order.deliveryMethod === 'delivery' ? ` · ${order.address.fullAddress}` : null}
          </p>
          {channel !== 'web' ? <p style={s.muted}>{t.channel(ORDER_CHANNEL_LABELS[channel])}</p> : null}
          {order.note ? <p style={s.muted}>{order.note}</p> : null}
          <div style={s.actions}>
            {order.status === 'not_paid' ? (
              <Button type="primary" onClick={() => setPaymentOpen(true)}>
                {t.confirmPayment}
              </Button>
            ) : null}
            {order.status === 'delivering' ? (
              <Button
                type="primary"
                onClick={() =>
                  rentalsToGive
                    ? setHandingOver(true)
                    : modal.confirm({
                    title: t.handOverTitle,
                    content: t.handOverText,
                    okText: t.confirm,
                    cancelText: ta.no,
                    onOk: () => run(handOver({ id: order.id }).unwrap()),
                  })
                }
              >
                {t.handOver}
              </Button>
            ) : null}
            {isOwner && (order.status === 'not_paid' || order.status === 'delivering') ? (
              <Button danger onClick={() => setCancelOpen(true)}>
                {text.cancel.open}
              </Button>
            ) : null}
          </div>
          <SlipButtons order={order} />
        </Card>
        <Card title={t.total} size="small">
          <OrderTotals totals={order.totals} />
        </Card>
      </div>
      <Card size="small" style={{ marginTop: 12 }}>
        {order.items.map((item) => (
          <div key={item.id} style={s.line}>
            <OrderItemLine item={item} linked={false} photoPath={(itemId, photoId) => `/v1/admin/orders/${order.id}/items/${itemId}/photos/${photoId}`} />
            {unitsOf(item.id).length ? (
              <p style={s.muted} data-testid={`units-${item.id}`}>
                {text.handOver.units}:{' '}
                {unitsOf(item.id).map((unit, index) => (
                  <span key={unit.unitId}>
                    {index ? ', ' : ''}
                    <Link to={`/admin/units/${unit.unitId}`}>{unit.code}</Link>
                  </span>
                ))}
              </p>
            ) : null}
            {item.sizeName ? <p style={s.muted}>{t.size(item.sizeName)}</p> : null}
            {item.backupOf ? <BackupOf item={item} items={order.items} /> : null}
            <div style={s.actions}>
              {item.rental?.state === 'reserved' && (order.status === 'not_paid' || order.status === 'delivering') && !order.extendsOrder ? (
                <Button onClick={() => setChanging(item)} aria-label={text.lineChange.openFor(item.productName)}>
                  {text.lineChange.open}
                </Button>
              ) : null}
              {item.rental?.state === 'with_shopper' ? (
                <Button type="primary" onClick={() => setReturning(item)}>
                  {t.recordReturn}
                </Button>
              ) : null}
              {item.rental && item.rental.state !== 'reserved' ? <ReturnPhotoButton orderId={order.id} item={item} /> : null}
              {item.rental?.state === 'inspected' && item.rental.refundMethod === 'gateway' ? <span style={s.muted}>{t.refundViaGateway}</span> : null}
              {item.rental?.state === 'inspected' && item.rental.refundMethod !== 'gateway' ? (
                <Button
                  onClick={() =>
                    modal.confirm({
                      title: t.refundPaidTitle(formatVnd(item.rental?.depositRefund ?? 0)),
                      okText: t.confirm,
                      cancelText: ta.no,
                      onOk: () => run(refundPaid({ id: order.id, itemId: item.id }).unwrap()),
                    })
                  }
                >
                  {t.refundPaid}
                </Button>
              ) : null}
            </div>
          </div>
        ))}
      </Card>
      <Card title={t.timeline} size="small" style={{ marginTop: 12 }}>
        <OrderTimeline events={order.events} deliveryMethod={order.deliveryMethod} />
      </Card>
      <Card title={t.reminders} size="small" style={{ marginTop: 12 }}>
        <OrderReminders reminders={data.reminders} />
      </Card>
      {returning ? (
        <ReturnForm
          orderId={order.id}
          item={returning}
          units={unitsOf(returning.id).map((unit) => unit.code)}
          companion={companionOf(returning, order.items)}
          open
          onClose={() => setReturning(null)}
        />
      ) : null}
      {changing ? <LineChangeDialog orderId={order.id} item={changing} onClose={() => setChanging(null)} /> : null}
      {handingOver ? <HandOverDialog order={order} onClose={() => setHandingOver(false)} /> : null}
      <ConfirmPaymentDialog order={order} open={paymentOpen} onClose={() => setPaymentOpen(false)} />
      {cancelOpen ? <CancelOrderDialog order={order} open onClose={() => setCancelOpen(false)} /> : null}
    </>
  );
}

/** The line still out that comes back with `item`: its back-up size, or the main line of a back-up. */
function companionOf(item: OrderItem, items: readonly OrderItem[]): OrderItem | null {
  const companion = items.find((candidate) => (item.backupOf ? candidate.id === item.backupOf : candidate.backupOf === item.id));
  return companion?.rental?.state === 'with_shopper' ? companion : null;
}

/** "Size dự phòng của …": the line a back-up size line goes out and comes back with. */
function BackupOf({ item, items }: { item: OrderItem; items: readonly OrderItem[] }) {
  const main = items.find((candidate) => candidate.id === item.backupOf);
  if (!main) return null;
  return (
    <p style={s.muted} data-testid={`backup-of-${item.id}`}>
      <Tag color="purple">{t.backupOf(main.productName, main.sizeName ?? '')}</Tag>
    </p>
  );
}
