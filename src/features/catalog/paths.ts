/** A product page's path. */
export { productPath } from '../../../core/rules/product-page-head';
