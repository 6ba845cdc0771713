import { Button, Card, Tabs, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { formatVnd } from '../../../../core/format';
import { ADMIN_PRODUCT_FILTERS, type AdminProductFilter } from '../../../../core/contracts/admin-vocab';
import { rents, sells } from '../../../../core/rules/product-draft';
import { TAG_TONES } from '../../order/components/StatusTag';
import { useProductsQuery } from '../api';
import { ta } from '../strings';
import { ListState, Pager, SearchBox, useListQuery } from './ListParts';
import { s } from './styles';

/** Every product, drafts included, newest change first; searched by name or link. */
export function ProductsPage() {
  const t = ta.products;
  const list = useListQuery<AdminProductFilter>('all');
  const { data, error, isFetching, isLoading, refetch } = useProductsQuery({ filter: list.tab, q: list.q, page: list.page });
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <SearchBox label={t.search} onSearch={list.search} />
        <Button type="primary" onClick={() => void navigate('/admin/products/new')}>
          {t.add}
        </Button>
      </div>
      <Tabs
        activeKey={list.tab}
        onChange={(key) => list.setTab(key as AdminProductFilter)}
        items={ADMIN_PRODUCT_FILTERS.map((key) => ({ key, label: data ? `${t.filters[key]} (${data.counts[key]})` : t.filters[key] }))}
      />
      <ListState loading={isLoading} error={error} empty={data?.items.length === 0} emptyText={t.empty} retry={() => void refetch()} />
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
      <Pager pagination={data?.pagination} onChange={list.setPage} />
    </>
  );
}
