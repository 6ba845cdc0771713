import type { ProductType } from '../../../core/contracts/catalog-vocab';

/** What a product is offered as: a rental, a sale, or both. */
export const isRentable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_SALABLE';
export const isSalable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_RENTABLE';
