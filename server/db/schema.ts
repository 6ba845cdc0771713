/**
 * The whole Drizzle schema. Each domain keeps its tables in `tables/<domain>.ts`;
 * re-export them here so drizzle-kit and the typed `Db` see every table.
 */
export * from './tables/menu-items';
export * from './tables/products';
export * from './tables/stock';
export * from './tables/banners';
export * from './tables/collections';
export * from './tables/users';
export * from './tables/sessions';
export * from './tables/rate-limits';
export * from './tables/server-secrets';
export * from './tables/membership';
export * from './tables/customers';
export * from './tables/addresses';
export * from './tables/favorites';
export * from './tables/wallet';
export * from './tables/notifications';
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
export * from './tables/size-guides';
export * from './tables/reminders';
export * from './tables/refunds';
export * from './tables/site-releases';
