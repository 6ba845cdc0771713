import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, ExclamationCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Link } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDate, formatTimeDate, formatVnd } from '../../../../core/format';
import { dueBackDay } from '../../../../core/rules/rental-lifecycle';
import { vi } from '../../../shared/i18n/vi';
import { NotFound } from '../../../shared/layout/NotFound';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { PayAgainButton } from '../../order/components/PayAgainButton';
import { VietQrBlock } from '../../order/components/VietQrBlock';
import { isGatewayMethod } from '../../payment/public';
import { fetchOrder, selectOrder } from '../../order/public';
import { orderStrings } from '../../order/strings';
import * as styles from './Checkout.module.css';
import * as controls from '../../../shared/ui/Controls.module.css';
import { writeVoucherCode } from '../../voucher/public';
import { track } from '../../../shared/tracking/track';
import type { OrderDetail } from '../../../../core/contracts/order';

export const POLL_INTERVAL_MS = 1500;
export const POLL_LIMIT_MS = 15000;

export type SuccessState = 'paid' | 'bank' | 'cash' | 'waiting' | 'failed' | 'cancelled';

/** Which result the page shows for the order's true state. */
export function successState(order: OrderDetail): SuccessState {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'delivering' || order.status === 'done') return 'paid';
  const payment = order.payment;
  if (payment?.status === 'failed' || payment?.status === 'cancelled') return 'failed';
  // 'refunded': the order was already paid by an earlier attempt; this one went back to the wallet.
  if (payment?.status === 'paid' || payment?.status === 'refunded') return 'paid';
  if (payment?.action.kind === 'qr' || order.paymentMethod === 'bank_transfer') return 'bank';
  if (order.paymentMethod === 'cash') return 'cash';
  if (payment && isGatewayMethod(payment.method)) return 'waiting';
  return order.amountDue > 0 ? 'waiting' : 'paid';
}

/** Poll while a gateway payment has not answered yet. */
const shouldPoll = (order: OrderDetail | null) =>
  order !== null && order.status === 'not_paid' && order.payment?.status === 'pending' && isGatewayMethod(order.payment.method);

/** A paid extension: the new due-back day and the rental's own order. */
function ExtensionPaid({ order }: { order: OrderDetail }) {
  const t = orderStrings.extend;
  const line = order.items[0];
  return (
    <Result icon={<CheckCircleFilled aria-hidden style={{ color: '#2e7d32' }} />} title={t.paidTitle}>
      {line?.dateTo ? <p className={styles.resultText}>{t.paidText(line.productName, formatDate(dueBackDay(line.dateTo)))}</p> : null}
      <Facts order={order} />
      {order.extendsOrder ? (
        <p className={styles.resultText}>
          <Link to={`/account/order-history/${order.extendsOrder.id}`}>{t.viewRental(order.extendsOrder.code)}</Link>
        </p>
      ) : null}
    </Result>
  );
}

export function orderIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('order');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function Result({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className={styles.result} aria-labelledby="result-title" role="status">
      <span className={styles.resultIcon} aria-hidden>
        {icon}
      </span>
      <h2 id="result-title" className={styles.resultTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ order }: { order: OrderDetail }) {
  const t = vi.checkout.success;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t.code}</dt>
        <dd data-testid="order-code">{order.code}</dd>
      </div>
      <div>
        <dt>{t.total}</dt>
        <dd>{formatVnd(order.total)}</dd>
      </div>
      {order.totals.walletAmount > 0 && order.amountDue > 0 ? (
        <div>
          <dt>{orderStrings.totals.amountDue}</dt>
          <dd>{formatVnd(order.amountDue)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * `/checkout/order-success?order=ID`: the order's true state, polled briefly while a gateway answers. `rentalExtra`
 * (the app's offer of reminders by push) shows under a rental placed for good: paid, or held for cash or a transfer.
 */
export function OrderSuccess({ search, rentalExtra }: { search: string; rentalExtra?: ReactNode }) {
  const t = vi.checkout.success;
  const dispatch = useAppDispatch();
  const id = orderIdFromSearch(search);
  const detail = useAppSelector((state) => selectOrder(state).detail);
  const order = id !== null && detail.id === id ? detail.order : null;
  const startedAt = useRef(Date.now());
  const [pollOver, setPollOver] = useState(false);

  useEffect(() => {
    if (id === null) return;
    // The order holds its voucher now: the next cart starts without one.
    writeVoucherCode(null);
    startedAt.current = Date.now();
    dispatch(fetchOrder({ id }));
  }, [id, dispatch]);

  const polling = shouldPoll(order) && !pollOver;
  useEffect(() => {
    if (!polling || id === null) return;
    const timer = setInterval(() => {
      if (Date.now() - startedAt.current >= POLL_LIMIT_MS) setPollOver(true);
      else dispatch(fetchOrder({ id, silent: true }));
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, id, dispatch]);

  // purchase: an order paid, or confirmed to be paid at the counter or by transfer (once per order, reloads included).
  const confirmed = order !== null && ['paid', 'bank', 'cash'].includes(successState(order));
  useEffect(() => {
    if (order && confirmed) track((analytics) => analytics.purchase(order));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.code, confirmed]);

  if (id === null) return <NotFound headingLevel={2} />;
  if (detail.id === id && detail.notFound) return <NotFound headingLevel={2} />;
  if (!order) {
    if (detail.error && !detail.loading) {
      return (
        <div className={styles.result} role="alert">
          <p>{orderStrings.detailLoadError}</p>
          <button type="button" className={controls.button} onClick={() => dispatch(fetchOrder({ id }))}>
            {vi.common.retry}
          </button>
        </div>
      );
    }
    return <PendingSkeleton active paragraph={{ rows: 6 }} />;
  }

  const state = successState(order);
  const renting = order.items.some((item) => item.mode === 'rent');
  const links = (
    <div className={styles.actions}>
      <Link to={`/account/order-history/${order.id}`} className={styles.linkButton}>
        {t.viewOrder}
      </Link>
      <Link to="/home" className={styles.linkPlain}>
        {t.continueShopping}
      </Link>
    </div>
  );

  let body: ReactNode;
  switch (state) {
    case 'paid':
      body = order.extendsOrder ? (
        <ExtensionPaid order={order} />
      ) : (
        <>
          <Result icon={<CheckCircleFilled aria-hidden style={{ color: '#2e7d32' }} />} title={t.title}>
            <Facts order={order} />
          </Result>
          <section className={styles.card} aria-labelledby="next-steps">
            <h2 id="next-steps" className={styles.sectionTitle}>
              {t.nextSteps}
            </h2>
            <ul className={styles.next}>
              {renting ? (
                <>
                  <li>{order.deliveryMethod === 'pickup' ? t.nextPickup : t.nextDelivery}</li>
                  <li>{t.nextReturn}</li>
                </>
              ) : (
                <li>{order.deliveryMethod === 'pickup' ? t.nextPickupPurchase : t.nextDeliveryPurchase}</li>
              )}
            </ul>
          </section>
        </>
      );
      break;
    case 'bank': {
      const qr = order.payment?.action.kind === 'qr' ? order.payment.action.qr : null;
      body = (
        <>
          <Result icon={<ClockCircleFilled aria-hidden style={{ color: '#1565c0' }} />} title={t.bankTitle}>
            <p className={styles.resultText}>{t.bankText}</p>
            <Facts order={order} />
          </Result>
          {qr ? <VietQrBlock qr={qr} expiresAt={order.expiresAt} /> : null}
        </>
      );
      break;
    }
    case 'cash':
      body = (
        <Result icon={<CheckCircleFilled aria-hidden style={{ color: '#2e7d32' }} />} title={t.cashTitle}>
          <p className={styles.resultText}>{t.cashText(formatVnd(order.amountDue))}</p>
          <Facts order={order} />
          {order.expiresAt ? <p className={styles.resultText}>{t.heldUntil(formatTimeDate(order.expiresAt))}</p> : null}
        </Result>
      );
      break;
    case 'waiting':
      body = polling ? (
        <Result icon={<LoadingOutlined aria-hidden style={{ color: '#b0264f' }} />} title={t.checking}>
          <Facts order={order} />
        </Result>
      ) : (
        <Result icon={<ExclamationCircleFilled aria-hidden style={{ color: '#ed6c02' }} />} title={t.pendingTitle}>
          <p className={styles.resultText}>{t.pendingText}</p>
          <Facts order={order} />
          <button
            type="button"
            className={controls.button}
            onClick={() => {
              startedAt.current = Date.now();
              setPollOver(false);
              dispatch(fetchOrder({ id, silent: true }));
            }}
          >
            {t.refresh}
          </button>
          {order.canPay ? <PayAgainButton orderId={order.id} lastMethod={order.payment?.method} /> : null}
        </Result>
      );
      break;
    case 'failed':
      body = (
        <Result icon={<CloseCircleFilled aria-hidden style={{ color: '#c62828' }} />} title={t.failedTitle}>
          <p className={styles.resultText}>{t.failedText}</p>
          <Facts order={order} />
          {order.expiresAt ? <p className={styles.resultText}>{t.heldUntil(formatTimeDate(order.expiresAt))}</p> : null}
          {order.canPay ? <PayAgainButton orderId={order.id} lastMethod={order.payment?.method} /> : null}
        </Result>
      );
      break;
    default:
      body = (
        <Result icon={<CloseCircleFilled aria-hidden style={{ color: '#8a7f84' }} />} title={t.cancelledTitle}>
          <p className={styles.resultText}>{t.cancelledText}</p>
          <Facts order={order} />
        </Result>
      );
  }

  return (
    <div className={styles.stack}>
      {body}
      {renting && !order.extendsOrder && ['paid', 'bank', 'cash'].includes(state) ? rentalExtra : null}
      {links}
    </div>
  );
}

export default OrderSuccess;
