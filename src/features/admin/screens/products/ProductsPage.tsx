import { Button, Card, Tabs, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { formatVnd } from '../../../../../core/format';
import { ADMIN_PRODUCT_FILTERS, type AdminProductFilter } from '../../../../../core/contracts/admin-vocab';
import { rents, sells } from '../../../../../core/rules/product-draft';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { ListScreen, SearchBox } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { useProductsQuery } from './api';
import { text } from './strings';

const t = text.products;

/** Every product, drafts included, newest change first; searched by name or link. */
export function ProductsPage() {
  const list = useListQuery<AdminProductFilter>('all');
  const query = useProductsQuery({ filter: list.tab, q: list.q, page: list.page });
  const { data } = query;
  const head = (
    <>
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
    </>
  );
  return (
    <ListScreen query={query} title={t.title} head={head} keepHead empty={t.empty} onPage={list.setPage}>
      {({ items }) => (
        <div style={s.grid} aria-busy={query.isFetching}>
          {items.map((product) => (
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
      )}
    </ListScreen>
  );
}
