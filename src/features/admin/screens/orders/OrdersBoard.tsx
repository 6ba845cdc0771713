import { Card, Tag } from 'antd';
import { Link } from 'gatsby';
import { formatDate, formatTimeDate, formatVnd } from '../../../../../core/format';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../../../core/contracts/admin-vocab';
import { DELIVERY_METHOD_LABELS } from '../../../../../core/format/order-standing';
import type { DeliveryMethod } from '../../../../../core/rules/order-totals';
import { OrderStatusTag } from '../../../order/components/StatusTag';
import { ListScreen, SearchBox } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { ViewTabs } from '../../kit/ViewTabs';
import { useOrdersQuery } from './api';
import { text } from './strings';

const t = text.orders;

type BoardTab = AdminOrderView | 'all';

/**
 * Orders by state, due back and late, searched by code, phone or name (diacritics or not). A search looks in every
 * tab first ("Mọi tab"), each hit tagged with the tabs it is in; a tab then narrows it.
 */
export function OrdersBoard() {
  const list = useListQuery<BoardTab>('delivering');
  const searching = list.q !== '';
  const query = useOrdersQuery({ view: list.tab === 'all' ? undefined : list.tab, q: list.q, page: list.page });
  const { data } = query;
  const search = (q: string) => {
    list.search(q);
    if (q) list.setTab('all');
    else if (list.tab === 'all') list.setTab('delivering');
  };
  const tabs = [...(searching ? (['all'] as const) : []), ...ADMIN_ORDER_VIEWS];
  const label = (key: BoardTab) => (key === 'all' ? t.allTabs : t.views[key]);
  const head = (
    <>
      <div style={s.toolbar}>
        <SearchBox label={t.search} onSearch={search} />
        <Link to="/admin/counter" style={s.linkButton}>
          {t.counter}
        </Link>
      </div>
      {searching && data && list.tab === 'all' ? <p style={s.muted}>{t.foundIn(data.pagination.total)}</p> : null}
      <ViewTabs<BoardTab>
        label={t.tabsLabel}
        active={list.tab}
        onChange={list.setTab}
        items={tabs.map((key) => ({ key, label: data && key !== 'all' ? `${label(key)} (${data.counts[key] ?? 0})` : label(key) }))}
      />
    </>
  );
  return (
    <ListScreen query={query} title={t.title} head={head} keepHead empty={t.empty} onPage={list.setPage}>
      {({ items }) => (
        <div style={s.grid} aria-busy={query.isFetching}>
          {items.map(({ order, customer, deliveryMethod, firstDateFrom, lastDueBack, tabs: inTabs }) => (
            <Card key={order.id} size="small">
              <Link to={`/admin/orders/${order.id}`} style={s.row}>
                <strong>{order.code}</strong>
                <span>{formatVnd(order.total)}</span>
              </Link>
              <div style={s.row}>
                <OrderStatusTag order={order} />
              </div>
              <div style={s.row}>
                <span>{customer.fullName}</span>
                <span style={s.muted}>{customer.phone ?? customer.email ?? ''}</span>
              </div>
              <div style={s.row}>
                <span style={s.muted}>
                  {order.firstItem.productName} · {t.items(order.itemCount)}
                </span>
                <Tag>{DELIVERY_METHOD_LABELS[deliveryMethod as DeliveryMethod] ?? deliveryMethod}</Tag>
              </div>
              {firstDateFrom && lastDueBack ? <div style={s.muted}>{t.rentalSpan(formatDate(firstDateFrom), formatDate(lastDueBack))}</div> : null}
              <div style={s.row}>
                <span style={s.muted}>{formatTimeDate(order.createdAt)}</span>
                {searching ? (
                  <span title={t.inTabs}>
                    {inTabs.map((tab) => (
                      <Tag key={tab} color={tab === 'late' ? 'red' : 'purple'} style={{ marginInlineEnd: 4 }}>
                        {t.views[tab]}
                      </Tag>
                    ))}
                  </span>
                ) : null}
              </div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
