import { App, Button, Form, Input, Modal, Steps, Timeline } from 'antd';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { CANCELLATION_POLICY_LINK, contentPath } from '../../../../core/contracts/content-vocab';
import { displayPhone, formatTimeDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { NotFound } from '../../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { formatDateTime } from '../format';
import { isGatewayMethod } from '../../payment/public';
import { buildTimeSupportEnv, shopContact } from '../../support/public';
import { cancellationOf } from '../cancellation';
import { cancelOrder, fetchOrder, resetCancel, selectOrder } from '../slice';
import { OrderItemLine } from './OrderLine';
import { OrderTotals } from './OrderTotals';
import { ExtendRental } from './ExtendRental';
import { WriteReview } from '../../review/components/WriteReview';
import { PayAgainButton } from './PayAgainButton';
import { OrderStatusTag, PaymentStatusTag, SandboxTag } from './StatusTag';
import { VietQrBlock } from './VietQrBlock';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { OrderDetail as OrderDetailData, OrderEvent } from '../../../../core/contracts/order';
import type { OrderStatus } from '../../../../core/contracts/order-vocab';
import { progressSteps } from '../../../../core/format/order-standing';
import type { DeliveryMethod } from '../../../../core/rules/order-totals';

const eventColors: Record<OrderEvent['kind'], string> = {
  placed: 'blue',
  payment_started: 'gray',
  paid: 'green',
  delivered: 'green',
  cancelled: 'red',
  expired: 'red',
  extended: 'blue',
  returned: 'green',
  deposit_refunded: 'green',
  line_changed: 'blue',
  refund_pending: 'gray',
  refunded: 'green',
  refund_failed: 'red',
};

/** The order's history, oldest first. */
export function OrderTimeline({ events, deliveryMethod = 'delivery' }: { events: OrderEvent[]; deliveryMethod?: DeliveryMethod }) {
  const t = orderStrings;
  const eventName = (kind: OrderEvent['kind']) => (kind === 'delivered' && deliveryMethod === 'pickup' ? t.pickedUp : t.events[kind]);
  const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Timeline
      data-testid="order-timeline"
      items={sorted.map((event, index) => ({
        key: `${event.kind}-${index}`,
        color: eventColors[event.kind],
        title: <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>,
        content: (
          <>
            <strong>{eventName(event.kind)}</strong>
            {event.note ? <div className={styles.muted}>{event.note}</div> : null}
          </>
        ),
      }))}
    />
  );
}

/** What cancelling gives back, worked out by the shared rule before the shopper confirms. */
function CancellationText({ order }: { order: OrderDetailData }) {
  const t = orderStrings;
  const terms = cancellationOf(order);
  return (
    <div data-testid="cancel-terms">
      <p>
        {t.cancelText} {terms.refund > 0 ? t.cancelRefund(formatVnd(terms.refund)) : t.cancelNothingPaid}
      </p>
      {terms.kept > 0 && terms.daysBeforeDelivery !== null ? (
        <p>
          {t.cancelWindow(terms.daysBeforeDelivery, terms.rentRefundPercent)} {t.cancelKept(formatVnd(terms.kept))}{' '}
          <Link to={contentPath('customer-care', CANCELLATION_POLICY_LINK)}>{t.cancelPolicy}</Link>
        </p>
      ) : null}
    </div>
  );
}

function CancelButton({ order }: { order: OrderDetailData }) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const { cancel } = useAppSelector(selectOrder);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (cancel === 'failed') setOpen(false);
  }, [cancel]);

  return (
    <>
      <Button danger size="large" block onClick={() => setOpen(true)}>
        {t.cancel}
      </Button>
      <Modal
        open={open}
        title={t.cancelTitle}
        okText={t.cancelOk}
        cancelText={t.cancelKeep}
        okButtonProps={{ danger: true }}
        confirmLoading={cancel === 'pending'}
        onCancel={() => setOpen(false)}
        onOk={() => dispatch(cancelOrder({ id: order.id, reason: reason.trim() || undefined }))}
        width={416}
        destroyOnHidden
      >
        <CancellationText order={order} />
        <Form layout="vertical">
          <Form.Item label={t.cancelReason} htmlFor="cancel-reason" style={{ marginBottom: 0 }}>
            <Input.TextArea
              id="cancel-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t.cancelReasonPlaceholder}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Where the order goes: the address, or the shop for a pick-up; the shopper's note. */
function DeliveryCard({ order }: { order: OrderDetailData }) {
  const t = orderStrings;
  const c = vi.checkout;
  const shop = shopContact(buildTimeSupportEnv());
  return (
    <section className={styles.card} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.sectionTitle}>
        {t.deliveryTitle}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{c.deliveryMethodLabel}</dt>
          <dd>{c.deliveryMethods[order.deliveryMethod]}</dd>
        </div>
      </dl>
      {order.deliveryMethod === 'pickup' || !order.address ? (
        <p style={{ margin: '6px 0 0' }}>
          <strong>{shop.name}</strong>
          <br />
          {shop.address}
          <br />
          <span className={styles.muted}>{c.shop.opens(shop.hours)}</span>
        </p>
      ) : (
        <p style={{ margin: '6px 0 0' }} aria-label={t.addressTitle}>
          <strong>{order.address.receiverName}</strong> · {displayPhone(order.address.receiverPhone)}
          <br />
          <span>{order.address.fullAddress}</span>
        </p>
      )}
      {order.note ? (
        <dl className={styles.facts} style={{ marginTop: 8 }}>
          <div>
            <dt>{t.noteTitle}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{order.note}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

/** The body of an order (shared by the detail page): the facts, lines, money, payment. */
export function OrderBody({ order }: { order: OrderDetailData }) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const c = vi.checkout;
  const payment = order.payment;
  const qr = order.status === 'not_paid' && payment?.status === 'pending' && payment.action.kind === 'qr' ? payment.action.qr : null;
  return (
    <>
      {qr ? <VietQrBlock qr={qr} expiresAt={order.expiresAt} /> : null}

      <section className={styles.card} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.sectionTitle}>
          {t.itemsTitle}
        </h2>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.id}>
              <OrderItemLine item={item} photoPath={(itemId, photoId) => `/v1/order/${order.id}/items/${itemId}/photos/${photoId}`} />
              {item.canExtend ? <ExtendRental orderId={order.id} item={item} /> : null}
              <WriteReview item={item} onDone={() => dispatch(fetchOrder({ id: order.id, silent: true }))} />
            </li>
          ))}
        </ul>
      </section>

      {/* An extension has nothing to deliver. */}
      {order.extendsOrder ? null : <DeliveryCard order={order} />}

      <section className={styles.card} aria-labelledby="order-payment">
        <h2 id="order-payment" className={styles.sectionTitle}>
          {t.paymentTitle}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t.paymentMethod}</dt>
            <dd>
              <span className={styles.tagRow} style={{ justifyContent: 'flex-end' }}>
                {vi.payment.methods[order.paymentMethod]}
                {payment?.sandbox && isGatewayMethod(payment.method) ? <SandboxTag /> : null}
              </span>
            </dd>
          </div>
          {payment ? (
            <div>
              <dt>{t.paymentStatus}</dt>
              <dd>
                {/* An abandoned attempt of a cancelled order is not waiting for money (a late payment still goes to the wallet). */}
                <PaymentStatusTag status={order.status === 'cancelled' && payment.status === 'pending' ? 'cancelled' : payment.status} />
              </dd>
            </div>
          ) : null}
          {order.status === 'not_paid' && order.expiresAt ? (
            <div>
              <dt />
              <dd className={styles.muted}>{c.success.heldUntil(formatTimeDate(order.expiresAt))}</dd>
            </div>
          ) : null}
        </dl>
        <div style={{ marginTop: 10 }}>
          <OrderTotals totals={order.totals} />
        </div>
      </section>
    </>
  );
}

/** The hand-over slip once the order is paid, the return slip once something came back: PDFs the shop also prints. */
function SlipLinks({ order }: { order: OrderDetailData }) {
  const t = orderStrings.slips;
  if (order.extendsOrder || (order.status !== 'delivering' && order.status !== 'done')) return null;
  const returned = order.items.some((item) => item.rental?.returnedOn);
  return (
    <nav className={styles.actions} aria-label={t.label}>
      <a href={`/v1/order/${order.id}/slip?kind=handover`} target="_blank" rel="noreferrer">
        {t.handover}
      </a>
      {returned ? (
        <a href={`/v1/order/${order.id}/slip?kind=return`} target="_blank" rel="noreferrer">
          {t.return}
        </a>
      ) : null}
    </nav>
  );
}

const statusOrder: OrderStatus[] = ['not_paid', 'delivering', 'done'];
/** An extension has nothing to deliver: paid is done. */
const extensionStatusOrder: OrderStatus[] = ['not_paid', 'done'];

/** `/account/order-history/{orderId}`. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const id = /^\d+$/.test(orderId) ? Number(orderId) : null;
  const detail = useAppSelector((state) => selectOrder(state).detail);
  const { cancel } = useAppSelector(selectOrder);
  const { message } = App.useApp();

  useEffect(() => {
    if (id !== null) dispatch(fetchOrder({ id }));
  }, [id, dispatch]);

  // The cancel button is gone once the order is cancelled: the page says it.
  useEffect(() => {
    if (cancel === 'done') void message.success(t.cancelled);
    if (cancel === 'done' || cancel === 'failed') dispatch(resetCancel());
  }, [cancel, dispatch, message, t.cancelled]);

  if (id === null || (detail.id === id && detail.notFound)) return <NotFound headingLevel={2} />;
  const order = detail.id === id ? detail.order : null;
  if (!order) {
    if (detail.error && !detail.loading) {
      return (
        <div className={styles.empty} role="alert">
          <p>{t.detailLoadError}</p>
          <Button onClick={() => dispatch(fetchOrder({ id }))}>{vi.common.retry}</Button>
        </div>
      );
    }
    return <PendingSkeleton active paragraph={{ rows: 8 }} />;
  }

  const steps = order.extendsOrder ? extensionStatusOrder : statusOrder;
  const reached = steps.indexOf(order.status);
  const stepNames = progressSteps(order.deliveryMethod, order.items.some((item) => item.mode === 'rent'));
  return (
    <div className={styles.stack} data-testid="order-detail">
      <section className={styles.card} aria-labelledby="order-status">
        <div className={styles.orderHead}>
          <h2 id="order-status" className={styles.sectionTitle} style={{ margin: 0 }}>
            {t.code(order.code)}
          </h2>
          <OrderStatusTag order={order} />
        </div>
        <p className={styles.muted} style={{ margin: '0 0 12px' }}>
          {t.placedOn(formatDateTime(order.createdAt))} · {formatVnd(order.total)}
        </p>
        {order.extendsOrder ? (
          <p style={{ margin: '0 0 12px' }}>
            {t.extend.forOrder} <Link to={`/account/order-history/${order.extendsOrder.id}`}>{order.extendsOrder.code}</Link>
          </p>
        ) : null}
        {order.status !== 'cancelled' ? (
          <Steps
            size="small"
            current={reached}
            responsive={false}
            titlePlacement="vertical"
            aria-label={t.progressLabel}
            style={{ marginBottom: 14 }}
            items={steps.map((status) => ({ title: status === 'cancelled' ? t.statuses[status] : stepNames[status] }))}
          />
        ) : order.cancelReason ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t.cancelReasonLabel}</dt>
              <dd>{order.cancelReason}</dd>
            </div>
          </dl>
        ) : null}
        <h3 className={styles.sectionTitle} style={{ fontSize: 15 }}>
          {t.timelineTitle}
        </h3>
        <OrderTimeline events={order.events} deliveryMethod={order.deliveryMethod} />
        {order.canPay || order.canCancel ? (
          <div className={styles.actions}>
            {order.canPay ? <PayAgainButton orderId={order.id} lastMethod={order.payment?.method ?? order.paymentMethod} /> : null}
            {order.canCancel ? <CancelButton order={order} /> : null}
          </div>
        ) : null}
      </section>
      <OrderBody order={order} />
      <SlipLinks order={order} />
      <Link to={`/account/order-history?tab=${order.status}`}>← {vi.pages.account.orderHistory}</Link>
    </div>
  );
}

export default OrderDetail;

