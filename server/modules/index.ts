import { stockAdminRoutes } from './admin/stock-routes';
import { counterRoutes } from './counter/routes';
import { bannerRoutes } from './banner/routes';
import { catalogRoutes } from './catalog/routes';
import { collectionRoutes } from './collection/routes';
import { contentRoutes } from './content/routes';
import { addressRoutes } from './address/routes';
import { authRoutes } from './auth/routes';
import { customerRoutes } from './customer/routes';
import { favoriteRoutes } from './favorite/routes';
import { healthRoutes } from './health/routes';
import { membershipRoutes } from './membership/routes';
import { notificationRoutes } from './notification/routes';
import { reminderRoutes } from './reminder/routes';
import { walletRoutes } from './wallet/routes';
import { menuRoutes } from './menu/routes';
import { cartRoutes } from './cart/routes';
import { orderRoutes } from './order/routes';
import { rentalRoutes } from './rental/routes';
import { rentalAdminRoutes } from './rental/admin-routes';
import { reportRoutes } from './admin/report-routes';
import { expireOrders } from './rental/close';
import { voucherRoutes } from './voucher/routes';
import { reviewRoutes } from './review/routes';
import { paymentRoutes } from './payment/routes';
import { adminRoutes } from './admin/routes';
import { adminCatalogRoutes } from './admin/catalog-routes';
import { adminCategoryRoutes } from './admin/category-routes';
import { adminPackageRoutes } from './admin/package-routes';
import { adminBannerRoutes } from './admin/banner-routes';
import { adminVoucherRoutes } from './admin/voucher-routes';
import { adminReviewRoutes } from './admin/review-routes';
import { siteBuildRoutes } from './admin/site-build-routes';
import { adminStaffPasswordRoutes } from './admin/staff-password-routes';
import { stockCalendarRoutes } from './admin/stock-calendar-routes';
import { backOffice, type AdminScreen } from './admin/back-office';
import type { ApiModule } from './types';
import { ADMIN_SCHEMAS } from '../../core/contracts/admin';
import { ADMIN_CATALOG_SCHEMAS } from '../../core/contracts/admin-catalog';
import { ACCOUNT_SCHEMAS } from '../../core/contracts/account';
import { ADDRESS_SCHEMAS } from '../../core/contracts/address';
import { CART_SCHEMAS } from '../../core/contracts/cart';
import { CATALOG_SCHEMAS } from '../../core/contracts/catalog';
import { COMMON_SCHEMAS } from '../../core/contracts/common';
import { CONTENT_SCHEMAS } from '../../core/contracts/content';
import { HOME_SCHEMAS } from '../../core/contracts/home';
import { MEMBERSHIP_SCHEMAS } from '../../core/contracts/membership';
import { MENU_SCHEMAS } from '../../core/contracts/menu';
import { NOTIFICATION_SCHEMAS } from '../../core/contracts/notification';
import { ORDER_SCHEMAS } from '../../core/contracts/order';
import { PAYMENT_SCHEMAS } from '../../core/contracts/payment';
import { WALLET_SCHEMAS } from '../../core/contracts/wallet';
import { refundAdminRoutes } from './refund/admin-routes';
import { REFUND_SCHEMAS } from '../../core/contracts/refund';

/**
 * The back-office's screens under `/v1/admin`, in registration order, behind its one staff guard (admin/back-office.ts).
 * A new screen: its routes file, a line here, and who may call each route in admin/route-roles.ts.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  adminRoutes,
  rentalAdminRoutes,
  adminCatalogRoutes,
  adminCategoryRoutes,
  adminPackageRoutes,
  adminBannerRoutes,
  adminVoucherRoutes,
  adminReviewRoutes,
  siteBuildRoutes,
  adminStaffPasswordRoutes,
  stockCalendarRoutes,
  stockAdminRoutes,
  refundAdminRoutes,
  reportRoutes,
  counterRoutes,
];

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
  reminderRoutes,
  cartRoutes,
  voucherRoutes,
  reviewRoutes,
  // Rental builds on order, so the order routes get the rental's expiry for their reads.
  orderRoutes(expireOrders),
  rentalRoutes,
  paymentRoutes,
  backOffice(ADMIN_SCREENS),
];

/** The contracts' shared components (`ref(ProductCard)` → `$ref: 'ProductCard#'`), added on the root instance before the modules. */
export const SHARED_SCHEMAS: readonly object[] = [
  ...ADMIN_SCHEMAS,
  ...ADMIN_CATALOG_SCHEMAS,
  ...COMMON_SCHEMAS,
  ...CATALOG_SCHEMAS,
  ...HOME_SCHEMAS,
  ...CONTENT_SCHEMAS,
  ...MENU_SCHEMAS,
  ...ACCOUNT_SCHEMAS,
  ...ADDRESS_SCHEMAS,
  ...MEMBERSHIP_SCHEMAS,
  ...WALLET_SCHEMAS,
  ...NOTIFICATION_SCHEMAS,
  ...CART_SCHEMAS,
  ...ORDER_SCHEMAS,
  ...PAYMENT_SCHEMAS,
  ...REFUND_SCHEMAS,
];
