import { Button, Card, Empty, Input, Pagination, Result, Skeleton, Tabs, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { formatVnd } from '../../../shared/format';
import { ADMIN_PRODUCT_FILTERS, type AdminProductFilter } from '../../../shared/api-types/admin';
import { rents, sells } from '../../../shared/rules/product-draft';
import { TAG_TONES } from '../../order/components/StatusTag';
import { adminErrorMessage, useProductsQuery } from '../api';
import { ta } from '../strings';
import { s } from './styles';

/** Every product, drafts included, newest change first; searched by name or link. */
export function ProductsPage() {
  const t = ta.products;
  const [filter, setFilter] = useState<AdminProductFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isFetching, isLoading, refetch } = useProductsQuery({ filter, q, page });
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
          style={{ maxWidth: 420, flex: '1 1 240px' }}
        />
        <Button type="primary" onClick={() => void navigate('/admin/products/new')}>
          {t.add}
        </Button>
      </div>
      <Tabs
        activeKey={filter}
        onChange={(key) => {
          setFilter(key as AdminProductFilter);
          setPage(1);
        }}
        items={ADMIN_PRODUCT_FILTERS.map((key) => ({ key, label: data ? `${t.filters[key]} (${data.counts[key]})` : t.filters[key] }))}
      />
      {isLoading ? <Skeleton active /> : null}
      {error ? <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} /> : null}
      {data && data.items.length === 0 ? <Empty description={t.empty} /> : null}
      <div style={s.grid} aria-busy={isFetching}>
        {data?.items.map((product) => (
          <Card key={product.id} size="small">
            <Link to={`/admin/products/${product.id}`} style={s.productRow}>
              {product.imageKey ? (
                <img src={`/images/64x64/${product.imageKey}`} alt="" width={64} height={64} style={s.thumb} loading="lazy" />
              ) : (
                <span style={{ ...s.thumb, ...s.noThumb }}>{t.noPhoto}</span>
              )}
              <span style={{ minWidth: 0 }}>
                <strong style={s.clamp}>{product.name}</strong>
                <span style={s.muted}>{product.categoryName}</span>
                <span style={{ ...s.muted, display: 'block' }}>
                  {[rents(product.type) ? t.rent(formatVnd(product.rentalPrice)) : null, sells(product.type) ? t.sale(formatVnd(product.salePrice)) : null]
                    .filter(Boolean)
                    .join(' · ')}{' '}
                  · {t.stock(product.stock)}
                </span>
              </span>
            </Link>
            <div style={{ ...s.row, marginTop: 8 }}>
              <Tag color={product.published ? TAG_TONES.success : 'default'}>{product.published ? t.published : t.draft}</Tag>
              <span style={s.muted}>{product.link}</span>
            </div>
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
