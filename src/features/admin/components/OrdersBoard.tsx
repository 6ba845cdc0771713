import { Card, Tabs, Tag } from 'antd';
import { Link } from 'gatsby';
import { formatDate, formatTimeDate, formatVnd } from '../../../../core/format';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../../core/contracts/admin-vocab';
import { useOrdersQuery } from '../api';
import { ta } from '../strings';
import { ListState, Pager, SearchBox, useListQuery } from './ListParts';
import { s } from './styles';

/** Orders by state, due back and late, searched by code, phone or name. */
export function OrdersBoard() {
  const t = ta.orders;
  const list = useListQuery<AdminOrderView>('delivering');
  const { data, error, isFetching, isLoading, refetch } = useOrdersQuery({ view: list.tab, q: list.q, page: list.page });
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <SearchBox label={t.search} onSearch={list.search} />
      </div>
      <Tabs
        activeKey={list.tab}
        onChange={(key) => list.setTab(key as AdminOrderView)}
        items={ADMIN_ORDER_VIEWS.map((key) => ({ key, label: data ? `${t.views[key]} (${data.counts[key] ?? 0})` : t.views[key] }))}
      />
      <ListState loading={isLoading} error={error} empty={data?.items.length === 0} emptyText={t.empty} retry={() => void refetch()} />
      <div style={s.grid} aria-busy={isFetching}>
        {data?.items.map(({ order, customer, deliveryMethod, firstDateFrom, lastDueBack }) => (
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
      <Pager pagination={data?.pagination} onChange={list.setPage} />
    </>
  );
}
