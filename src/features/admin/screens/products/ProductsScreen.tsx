import type { ScreenProps } from '../../routing';
import { ProductEditor } from './ProductEditor';
import { ProductsPage } from './ProductsPage';

/** `/admin/products` is the list, `/admin/products/new` and `/admin/products/{id}` the product form. */
export function ProductsScreen({ id }: ScreenProps) {
  return id === null ? <ProductsPage /> : <ProductEditor key={id} productId={id === 'new' ? null : id} />;
}
