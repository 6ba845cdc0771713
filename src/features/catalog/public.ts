/** The catalogue's entry point for other features: a product's path and what it is offered as. No component. */
export { productPath } from './paths';
export { isRentable, isSalable } from './product-type';
