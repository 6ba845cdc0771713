/**
 * Who may call each back-office route besides the owner (who may call every one), checked before the body is even
 * validated, so a role's answer never depends on what it sent. A staff route missing here is the owner's alone;
 * `__tests__/server/admin/role-matrix.test.ts` calls every route as every role and fails on a route not listed.
 * Prices are the owner's: membership packages are created and changed by the owner only (staff read them).
 */
import type { StaffRole } from '../../../core/contracts/admin-vocab';

export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly Exclude<StaffRole, 'owner'>[]>> = {
  'GET /v1/admin/banners': ['marketing'],
  'POST /v1/admin/banners': ['marketing'],
  'PUT /v1/admin/banners/:id': ['marketing'],
  'DELETE /v1/admin/banners/:id': ['marketing'],
  'GET /v1/admin/content-pages': ['marketing'],
  'GET /v1/admin/content-pages/:id': ['marketing'],
  'PUT /v1/admin/content-pages/:id': ['marketing'],
  'GET /v1/admin/collections': ['marketing'],
  'PUT /v1/admin/collections/:id': ['marketing'],
  'GET /v1/admin/catalog/options': ['staff', 'marketing'],
  'GET /v1/admin/products': ['staff'],
  'GET /v1/admin/products/:id': ['staff'],
  'POST /v1/admin/products': ['staff'],
  'PUT /v1/admin/products/:id': ['staff'],
  'POST /v1/admin/products/:id/photos': ['staff'],
  'PUT /v1/admin/products/:id/photos/order': ['staff'],
  'DELETE /v1/admin/products/:id/photos/:imageId': ['staff'],
  'GET /v1/admin/categories': ['staff'],
  'POST /v1/admin/categories': ['staff'],
  'PUT /v1/admin/categories/order': ['staff'],
  'PUT /v1/admin/categories/:id': ['staff'],
  'DELETE /v1/admin/categories/:id': ['staff'],
  'GET /v1/admin/membership-packages': ['staff'],
  'POST /v1/admin/membership-packages': [],
  'PUT /v1/admin/membership-packages/:id': [],
  'GET /v1/admin/reviews': ['staff', 'marketing'],
  'POST /v1/admin/reviews/:id/hide': ['staff', 'marketing'],
  'POST /v1/admin/reviews/:id/show': ['staff', 'marketing'],
  'POST /v1/admin/auth/logout': ['staff', 'marketing'],
  'PUT /v1/admin/auth/password': ['staff', 'marketing'],
  'POST /v1/admin/staff/:id/password-reset': [],
  'GET /v1/admin/auth/me': ['staff', 'marketing'],
  'GET /v1/admin/staff': [],
  'POST /v1/admin/staff': [],
  'PUT /v1/admin/staff/:id': [],
  'GET /v1/admin/audit': [],
  'GET /v1/admin/today': ['staff'],
  'GET /v1/admin/orders': ['staff'],
  'GET /v1/admin/orders/:id': ['staff'],
  'POST /v1/admin/orders/:id/confirm-payment': ['staff'],
  'POST /v1/admin/orders/:id/hand-over': ['staff'],
  'POST /v1/admin/orders/:id/items/:itemId/return': ['staff'],
  'POST /v1/admin/orders/:id/items/:itemId/refund-paid': ['staff'],
  'POST /v1/admin/orders/:id/items/:itemId/photos': ['staff'],
  'GET /v1/admin/orders/:id/items/:itemId/photos/:photoId': ['staff'],
  'GET /v1/admin/orders/:id/items/:itemId/free-units': ['staff'],
  'GET /v1/admin/stock/products': ['staff'],
  'GET /v1/admin/stock/products/:id': ['staff'],
  'POST /v1/admin/stock/units/:id/blocks': ['staff'],
  'DELETE /v1/admin/stock/blocks/:id': ['staff'],
  'POST /v1/admin/stock/units/:id/retire': ['staff'],
  'GET /v1/admin/stock/units/:id': ['staff'],
  'GET /v1/admin/vouchers': ['marketing'],
  'POST /v1/admin/vouchers': ['marketing'],
  'PATCH /v1/admin/vouchers/:id': ['marketing'],
};

/** The roles (besides the owner) allowed on `method url` (Fastify's route syntax, as registered). */
export const rolesFor = (method: string, url: string): readonly StaffRole[] => ADMIN_ROUTE_ROLES[`${method} ${url}`] ?? [];
