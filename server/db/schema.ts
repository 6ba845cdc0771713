/**
 * The whole Drizzle schema. Each domain keeps its tables in `tables/<domain>.ts`;
 * re-export them here so drizzle-kit and the typed `Db` see every table.
 */
export * from './tables/menu-items';
export * from './tables/products';
export * from './tables/banners';
export * from './tables/collections';
export * from './tables/accounts';
export * from './tables/content-pages';
export * from './tables/cart';
export * from './tables/vouchers';
export * from './tables/orders';
export * from './tables/reviews';
export * from './tables/payments';
export * from './tables/staff';
export * from './tables/idempotency';
export * from './tables/login-guard';
export * from './tables/jobs';
export * from './tables/payment-sandbox';
