import { CardHeart } from '../features/favorite/components/FavoriteHeart';
import type { ProductCardSlots } from '../features/catalog/card-slots';

/** What every product card shows from other features (src/features/catalog/card-slots.tsx), given by AppRoot. */
export const PRODUCT_CARD_SLOTS: ProductCardSlots = {
  heart: (product) => <CardHeart productId={product.id} productName={product.name} />,
};
