import { Button, Card, Input, Result, Skeleton } from 'antd';
import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../routing';
import { adminErrorMessage } from '../../api';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useStockProductsQuery } from './api';
import { StockProductPanel } from './StockProductPanel';
import { text } from './strings';

const t = text.search;

/** `/admin/stock`: find a product by name; `/admin/stock/{productId}`: its sizes and units. */
export function StockScreen({ id }: ScreenProps) {
  return typeof id === 'number' ? <StockProductPanel productId={id} /> : <ProductFinder />;
}

function ProductFinder() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error, isFetching, refetch } = useStockProductsQuery(q);
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <Input.Search allowClear aria-label={t.label} placeholder={t.placeholder} value={typed} onChange={(event) => setTyped(event.target.value)} style={{ marginBottom: 12 }} />
      {error ? <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} /> : null}
      {!data && isFetching ? <Skeleton active /> : null}
      {data ? (
        <Card size="small">
          {data.items.length === 0 ? <p style={s.muted}>{t.empty}</p> : null}
          <ul style={s.rows} aria-label={t.title}>
            {data.items.map((product) => (
              <li key={product.id} style={s.rowItem}>
                <Link to={`/admin/stock/${product.id}`} style={s.row}>
                  <strong>{product.name}</strong>
                  <span style={s.muted}>{t.row(product.sizes, product.units)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
