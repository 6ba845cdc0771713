import { Button, Card, Empty, Input, Pagination, Result, Skeleton, Tabs, Tag } from 'antd';
import { Link } from 'gatsby';
import { useState } from 'react';
import { formatDate, formatTimeDate, formatVnd } from '../../../shared/format';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../shared/api-types/admin';
import { adminErrorMessage, useOrdersQuery } from '../api';
import { ta } from '../strings';
import * as styles from './Admin.module.css';

/** Orders by state, due back and late, searched by code, phone or name. */
export function OrdersBoard() {
  const t = ta.orders;
  const [view, setView] = useState<AdminOrderView>('delivering');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isFetching, isLoading, refetch } = useOrdersQuery({ view, q, page });
  return (
    <>
      <h1 className={styles.pageTitle}>{t.title}</h1>
      <div className={styles.toolbar}>
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
      <div className={styles.grid} aria-busy={isFetching}>
        {data?.items.map(({ order, customer, deliveryMethod, firstDateFrom, lastDueBack }) => (
          <Card key={order.id} size="small">
            <Link to={`/admin/orders/${order.id}`} className={styles.row}>
              <strong>{order.code}</strong>
              <span>{formatVnd(order.total)}</span>
            </Link>
            <div className={styles.row}>
              <span>{customer.fullName}</span>
              <span className={styles.muted}>{customer.phone ?? customer.email ?? ''}</span>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>
                {order.firstItem.productName} · {t.items(order.itemCount)}
              </span>
              <Tag>{deliveryMethod === 'pickup' ? t.pickup : t.delivery}</Tag>
            </div>
            {firstDateFrom && lastDueBack ? <div className={styles.muted}>{t.rentalSpan(formatDate(firstDateFrom), formatDate(lastDueBack))}</div> : null}
            <div className={styles.muted}>{formatTimeDate(order.createdAt)}</div>
          </Card>
        ))}
      </div>
      {data && data.pagination.total > data.pagination.limit ? (
        <div className={styles.actions}>
          <Pagination simple current={page} pageSize={data.pagination.limit} total={data.pagination.total} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
