import { ProfileOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { Link, navigate } from 'gatsby';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { imageUrl } from '../../../shared/image';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchOrders, selectOrder } from '../slice';
import { OrderStatusTag } from './StatusTag';
import * as controls from '../../../shared/ui/Controls.module.css';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import { ORDER_STATUSES, type OrderStatus } from '../../../../core/contracts/order-vocab';
import type { OrderSummary } from '../../../../core/contracts/order';

export const ORDER_HISTORY_PATH = '/account/order-history';

const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The tab in the URL (`?tab=not_paid`), so Back from an order returns to it. */
export function tabFromSearch(search: string): OrderStatus {
  const tab = new URLSearchParams(search).get('tab');
  return isOrderStatus(tab) ? tab : 'not_paid';
}

export function OrderCard({ order }: { order: OrderSummary }) {
  const t = orderStrings;
  const more = order.itemCount - 1;
  return (
    <Link
      to={`${ORDER_HISTORY_PATH}/${order.id}`}
      className={styles.orderLink}
      data-testid="order-card"
    >
      <div className={styles.orderHead}>
        <span>
          <span className={styles.code}>{t.code(order.code)}</span>
          <br />
          <time className={styles.muted} dateTime={order.createdAt}>
            {t.placedOn(formatDate(order.createdAt))}
          </time>
        </span>
        <OrderStatusTag order={order} />
      </div>
      <div className={styles.itemRow}>
        <img className={styles.thumb} src={imageUrl(order.firstItem.imageKey, '100x100')} width={64} height={64} alt="" loading="lazy" />
        <span className={styles.itemMain}>
          <span className={styles.itemName}>
            {order.isExtension ? `${t.extend.tag}: ` : null}
            {order.firstItem.productName}
          </span>
          {more > 0 ? <span className={styles.muted}>{t.moreItems(more)}</span> : null}
          <span className={styles.muted}>{vi.payment.methods[order.paymentMethod]}</span>
        </span>
      </div>
      <div className={styles.orderFoot}>
        <span className={styles.muted}>{t.totals.total}</span>
        <span className={styles.amount}>{formatVnd(order.total)}</span>
      </div>
    </Link>
  );
}

function TabPanel({ status }: { status: OrderStatus }) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const tab = useAppSelector((state) => selectOrder(state).tabs[status]);

  if (!tab.loaded && (tab.loading || !tab.error)) return <PendingSkeleton active avatar paragraph={{ rows: 3 }} />;
  if (!tab.loaded && tab.error) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <button type="button" className={controls.button} onClick={() => dispatch(fetchOrders({ status }))}>
          {vi.common.retry}
        </button>
      </div>
    );
  }
  if (tab.items.length === 0) {
    return (
      <div className={styles.empty}>
        <ProfileOutlined aria-hidden style={{ fontSize: 30, color: '#b0264f' }} />
        <p>{t.empty[status]}</p>
        <Link to="/home">{t.emptyCta}</Link>
      </div>
    );
  }
  const hasMore = tab.items.length < tab.total;
  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-label={t.statuses[status]}>
        {tab.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <>
          <p className={styles.muted} aria-live="polite" style={{ margin: 0, textAlign: 'center' }}>
            {t.shownOf(tab.items.length, tab.total)}
          </p>
          <button
            type="button"
            className={`${controls.button} ${controls.block} ${controls.large}`}
            disabled={tab.loading}
            aria-busy={tab.loading}
            onClick={() => dispatch(fetchOrders({ status, page: tab.page + 1 }))}
          >
            {t.loadMore}
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * `/account/order-history`: the four status tabs with their counts; the tab lives in the URL. Plain tabs (the WAI-ARIA
 * pattern: arrow keys move between them, one tab stop) drawn like antd's: the orders list loads no antd (issue #34).
 */
export function OrderHistory() {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const counts = useAppSelector((state) => selectOrder(state).counts);
  const [active, setActive] = useState<OrderStatus>(() =>
    tabFromSearch(typeof window === 'undefined' ? '' : window.location.search),
  );

  // Each visit shows fresh data for the open tab (and every tab's count).
  useEffect(() => {
    dispatch(fetchOrders({ status: active }));
  }, [active, dispatch]);

  const change = (key: OrderStatus) => {
    if (key === active) return;
    setActive(key);
    void navigate(`${ORDER_HISTORY_PATH}?tab=${key}`, { replace: true });
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const index = ORDER_STATUSES.indexOf(active);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? ORDER_STATUSES.length - 1 : step ? (index + step + ORDER_STATUSES.length) % ORDER_STATUSES.length : -1;
    if (next === -1) return;
    event.preventDefault();
    change(ORDER_STATUSES[next]!);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      {/* All four statuses share the width (a label wraps rather than pushing 'Đã hủy' off-screen). */}
      <div role="tablist" aria-label={t.tabsLabel} className={styles.statusTabs} onKeyDown={move}>
        {ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            id={`order-tab-${status}`}
            aria-selected={status === active}
            aria-controls={`order-panel-${status}`}
            tabIndex={status === active ? 0 : -1}
            className={styles.statusTab}
            onClick={() => change(status)}
          >
            {counts ? t.tabWithCount(t.statuses[status], counts[status]) : t.statuses[status]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`order-panel-${active}`} aria-labelledby={`order-tab-${active}`}>
        <TabPanel status={active} />
      </div>
    </div>
  );
}

export default OrderHistory;
