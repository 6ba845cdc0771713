import { Button, Card, Empty, Input, Pagination, Result, Skeleton, Tabs, Tag } from 'antd';
import { Link } from 'gatsby';
import { useState } from 'react';
import { formatDate, formatTimeDate, formatVnd } from '../../../shared/format';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../shared/api-types/admin';
import { adminErrorMessage, useOrdersQuery } from '../api';
import { ta } from '../strings';
import { s } from './styles';

/** Orders by state, due back and late, searched by code, phone or name. */
export function OrdersBoard() {
  const t = ta.orders;
  const [view, setView] = useState<AdminOrderView>('delivering');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isFetching, isLoading, refetch } = useOrdersQuery({ view, q, page });
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <Input.Search
          allowClear
          aria-label={t.search}
          placeholder={t.search}
          enterButton
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 420 }}
        />
      </div>
      <Tabs
        activeKey={view}
        onChange={(key) => {
          setView(key as AdminOrderView);
          setPage(1);
        }}
        items={ADMIN_ORDER_VIEWS.map((key) => ({ key, label: data ? `${t.views[key]} (${data.counts[key] ?? 0})` : t.views[key] }))}
      />
      {isLoading ? <Skeleton active /> : null}
      {error ? <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} /> : null}
      {data && data.items.length === 0 ? <Empty description={t.empty} /> : null}
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
      {data && data.pagination.total > data.pagination.limit ? (
        <div style={s.actions}>
          <Pagination simple current={page} pageSize={data.pagination.limit} total={data.pagination.total} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
