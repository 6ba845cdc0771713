import { HeartOutlined } from '@ant-design/icons';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { navigate } from 'gatsby';
import { useEffect } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { ProductCard } from '../../catalog/components/ProductCard';
import { fetchFavorites, selectFavorite } from '../slice';
import * as controls from '../../../shared/ui/Controls.module.css';
import * as styles from './Favorite.module.css';

/** `/account/favorite-product`: the shopper's favorites, each with its heart to remove it. Plain: no antd (issue #34). */
export function FavoriteList() {
  const dispatch = useAppDispatch();
  const { favoriteProducts, loaded, loading, error } = useAppSelector(selectFavorite);
  const t = vi.accounts.favorite;

  useEffect(() => {
    dispatch(fetchFavorites(1));
  }, [dispatch]);

  if (!loaded && loading) return <PendingSkeleton active paragraph={{ rows: 6 }} />;
  if (!loaded && error) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <button type="button" className={controls.button} onClick={() => dispatch(fetchFavorites(1))}>
          {vi.common.retry}
        </button>
      </div>
    );
  }
  if (favoriteProducts.length === 0) {
    return (
      <div className={styles.empty}>
        <HeartOutlined aria-hidden style={{ fontSize: 32, color: '#b0264f' }} />
        <p style={{ fontWeight: 600, margin: '8px 0 4px' }}>{t.empty}</p>
        <p style={{ color: '#5f5459', margin: '0 0 12px' }}>{t.emptyHint}</p>
        <button type="button" className={`${controls.button} ${controls.primary}`} onClick={() => void navigate('/f-menu')}>
          {t.browse}
        </button>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={vi.pages.account.favoriteProduct}>
      {favoriteProducts.map((product) => (
        <li key={product.id}>
          {/* Right under the page's h1: the names are h2 (heading order). */}
          <ProductCard product={product} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

export default FavoriteList;
