import { Card, Tabs, Tag } from 'antd';
import { Link } from 'gatsby';
import { formatDate, formatTimeDate, formatVnd } from '../../../../../core/format';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../../../core/contracts/admin-vocab';
import { ListScreen, SearchBox } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { useOrdersQuery } from './api';
import { text } from './strings';

const t = text.orders;

/** Orders by state, due back and late, searched by code, phone or name. */
export function OrdersBoard() {
  const list = useListQuery<AdminOrderView>('delivering');
  const query = useOrdersQuery({ view: list.tab, q: list.q, page: list.page });
  const { data } = query;
  const head = (
    <>
      <div style={s.toolbar}>
        <SearchBox label={t.search} onSearch={list.search} />
      </div>
      <Tabs
        activeKey={list.tab}
        onChange={(key) => list.setTab(key as AdminOrderView)}
        items={ADMIN_ORDER_VIEWS.map((key) => ({ key, label: data ? `${t.views[key]} (${data.counts[key] ?? 0})` : t.views[key] }))}
      />
    </>
  );
  return (
    <ListScreen query={query} title={t.title} head={head} keepHead empty={t.empty} onPage={list.setPage}>
      {({ items }) => (
        <div style={s.grid} aria-busy={query.isFetching}>
          {items.map(({ order, customer, deliveryMethod, firstDateFrom, lastDueBack }) => (
            <Card key={order.id} size="small">
              <Link to={`/admin/orders/${order.id}`} style={s.row}>
                <strong>{order.code}</strong>
                <span>{formatVnd(order.total)}</span>
              </Link>
              <div style={s.row}>
                <span>{customer.fullName}</span>
                <span style={s.muted}>{customer.phone ?? customer.email ?? ''}</span>
              </div>
              <div style={s.row}>
                <span style={s.muted}>
                  {order.firstItem.productName} · {t.items(order.itemCount)}
                </span>
                <Tag>{deliveryMethod === 'pickup' ? t.pickup : t.delivery}</Tag>
              </div>
              {firstDateFrom && lastDueBack ? <div style={s.muted}>{t.rentalSpan(formatDate(firstDateFrom), formatDate(lastDueBack))}</div> : null}
              <div style={s.muted}>{formatTimeDate(order.createdAt)}</div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
