/** The catalogue's entry point for other features: a product's path, what it is offered as, search suggestions. No component. */
export { fetchSuggestions } from './api';
export { productPath } from './paths';
export { isRentable, isSalable } from './product-type';
