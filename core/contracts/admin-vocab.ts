import { ORDER_STATUSES } from './order-vocab';

/** The back-office's vocabularies, one definition for both halves (plain values; the TypeBox contract builds on them). */
export const STAFF_ROLES = ['owner', 'staff', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Vietnamese names of the roles, for the back-office screens. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Chủ cửa hàng',
  staff: 'Nhân viên cửa hàng',
  marketing: 'Marketing',
};

/**
 * How a deposit comes back: into the shopper's wallet at once, by a bank transfer staff record afterwards, or through
 * the gateway the order was paid with (MoMo, ZaloPay, VNPay).
 */
export const REFUND_METHODS = ['wallet', 'transfer', 'gateway'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What the inspection found. */
export const RETURN_CONDITIONS = ['good', 'dirty', 'damaged', 'lost'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  good: 'Nguyên vẹn',
  dirty: 'Bẩn cần xử lý riêng',
  damaged: 'Hư hỏng',
  lost: 'Mất đồ',
};

/** The orders board's tabs: the four order states, plus rentals due back soon and late ones. */
export const ADMIN_ORDER_VIEWS = [...ORDER_STATUSES, 'due_back', 'late'] as const;
export type AdminOrderView = (typeof ADMIN_ORDER_VIEWS)[number];

/** The back-office's product list tabs. */
export const ADMIN_PRODUCT_FILTERS = ['all', 'published', 'draft'] as const;
export type AdminProductFilter = (typeof ADMIN_PRODUCT_FILTERS)[number];
