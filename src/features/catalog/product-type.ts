export { isRentable, isSalable } from '../../../core/rules/product-page-head';
