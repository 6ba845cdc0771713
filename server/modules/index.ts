import { bannerRoutes, bannerSchema } from './banner/routes';
import { catalogRoutes } from './catalog/routes';
import { CATALOG_SCHEMAS } from './catalog/schemas';
import { collectionRoutes } from './collection/routes';
import { CONTENT_SCHEMAS, contentRoutes } from './content/routes';
import { addressRoutes } from './address/routes';
import { authRoutes } from './auth/routes';
import { customerRoutes } from './customer/routes';
import { ACCOUNT_SCHEMAS } from './customer/schemas';
import { favoriteRoutes } from './favorite/routes';
import { healthRoutes } from './health/routes';
import { membershipRoutes } from './membership/routes';
import { notificationRoutes } from './notification/routes';
import { walletRoutes } from './wallet/routes';
import { menuRoutes } from './menu/routes';
import { cartRoutes } from './cart/routes';
import { orderRoutes } from './order/routes';
import { paymentRoutes } from './payment/routes';
import type { ApiModule } from './types';

/** Every API domain, in registration order. Add new domains here. */
export const API_MODULES: readonly ApiModule[] = [
  healthRoutes,
  menuRoutes,
  catalogRoutes,
  bannerRoutes,
  collectionRoutes,
  contentRoutes,
  authRoutes,
  customerRoutes,
  addressRoutes,
  favoriteRoutes,
  membershipRoutes,
  walletRoutes,
  notificationRoutes,
  cartRoutes,
  orderRoutes,
  paymentRoutes,
];

/** Schemas shared across modules (`$ref: 'ProductCard#'`…), added on the root instance before the modules. */
export const SHARED_SCHEMAS: ReadonlyArray<{ $id: string }> = [...CATALOG_SCHEMAS, bannerSchema, ...CONTENT_SCHEMAS, ...ACCOUNT_SCHEMAS];
