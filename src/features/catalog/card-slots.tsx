import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a product card shows from other features: the favourite heart over its image. The app layer fills it
 * (src/app/card-slots.tsx), so the catalogue imports no other feature; outside it (isolated tests) a card has none.
 */
export interface ProductCardSlots {
  heart?: (product: { id: number; name: string }) => ReactNode;
}

const ProductCardSlotsContext = createContext<ProductCardSlots>({});

export const ProductCardSlotsProvider = ProductCardSlotsContext.Provider;

export function useProductCardSlots(): ProductCardSlots {
  return useContext(ProductCardSlotsContext);
}
