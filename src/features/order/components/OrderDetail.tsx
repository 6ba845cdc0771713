import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Link } from 'gatsby';
import { lazy, useEffect } from 'react';
import { displayPhone, formatTimeDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import { loadFeedback } from '../../../shared/ui/notices';
import { StepsBar } from '../../../shared/ui/StepsBar';
import { useDialog } from '../../../shared/ui/useDialog';
import { NotFound } from '../../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { formatDateTime } from '../format';
import { isGatewayMethod } from '../../payment/public';
import { buildTimeSupportEnv, shopContact } from '../../support/public';
import { fetchOrder, resetCancel, selectOrder } from '../slice';
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

// The dialog (antd's Modal and form) arrives on the first tap: an order's page loads no antd (issue #34).
const CancelDialog = lazy(() => import('./CancelDialog'));

// antd's Timeline colours: blue, green, red, grey.
const BLUE = '#1677ff';
const GREEN = '#52c41a';
const RED = '#ff4d4f';
const GREY = 'rgba(0, 0, 0, 0.25)';
const eventColors: Record<OrderEvent['kind'], string> = {
  placed: BLUE,
  payment_started: GREY,
  paid: GREEN,
  delivered: GREEN,
  cancelled: RED,
  expired: RED,
  extended: BLUE,
  returned: GREEN,
  deposit_refunded: GREEN,
  line_changed: BLUE,
  refund_pending: GREY,
  refunded: GREEN,
  refund_failed: RED,
};

/** The order's history, oldest first. */
export function OrderTimeline({ events, deliveryMethod = 'delivery' }: { events: OrderEvent[]; deliveryMethod?: DeliveryMethod }) {
  const t = orderStrings;
  const eventName = (kind: OrderEvent['kind']) => (kind === 'delivered' && deliveryMethod === 'pickup' ? t.pickedUp : t.events[kind]);
  const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {sorted.map((event, index) => (
        <li key={`${event.kind}-${index}`} className={styles.event}>
          <span className={styles.eventDot} style={{ borderColor: eventColors[event.kind] }} aria-hidden />
          <time className={styles.eventTime} dateTime={event.createdAt}>
            {formatDateTime(event.createdAt)}
          </time>
          <strong>{eventName(event.kind)}</strong>
          {event.note ? <div className={styles.muted}>{event.note}</div> : null}
        </li>
      ))}
    </ol>
  );
}

function CancelButton({ order }: { order: OrderDetailData }) {
  const dialog = useDialog();
  return (
    <>
      <button type="button" className={`${controls.button} ${controls.danger} ${controls.large} ${controls.block}`} onClick={dialog.show}>
        {orderStrings.cancel}
      </button>
      {dialog.lazy(<CancelDialog order={order} open={dialog.open} onClose={dialog.hide} />)}
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

  useEffect(() => {
    if (id !== null) dispatch(fetchOrder({ id }));
  }, [id, dispatch]);

  // The cancel button is gone once the order is cancelled: the page says it.
  useEffect(() => {
    if (cancel === 'done') void loadFeedback().then((feedback) => feedback.message.success(t.cancelled));
    if (cancel === 'done' || cancel === 'failed') dispatch(resetCancel());
  }, [cancel, dispatch, t.cancelled]);

  if (id === null || (detail.id === id && detail.notFound)) return <NotFound headingLevel={2} />;
  const order = detail.id === id ? detail.order : null;
  if (!order) {
    if (detail.error && !detail.loading) {
      return (
        <div className={styles.empty} role="alert">
          <p>{t.detailLoadError}</p>
          <button type="button" className={controls.button} onClick={() => dispatch(fetchOrder({ id }))}>
            {vi.common.retry}
          </button>
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
          <StepsBar className={styles.progress} label={t.progressLabel} names={steps.map((status) => (status === 'cancelled' ? t.statuses[status] : stepNames[status]))} current={reached} />
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

