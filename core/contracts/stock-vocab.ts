/** The stock domain's plain values: a unit's status and why it is out of service, with their Vietnamese labels. */
export const UNIT_STATUSES = ['active', 'sold', 'retired'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = { active: 'Đang cho thuê', sold: 'Đã bán', retired: 'Ngừng sử dụng' };

export const UNIT_BLOCK_REASONS = ['cleaning', 'repair', 'lost', 'other'] as const;
export type UnitBlockReason = (typeof UNIT_BLOCK_REASONS)[number];
export const UNIT_BLOCK_REASON_LABELS: Record<UnitBlockReason, string> = { cleaning: 'Vệ sinh', repair: 'Sửa chữa', lost: 'Mất', other: 'Khác' };

/** Where a unit is now: in the shop, with a shopper (on an order, until its due day), or out of service (until a day). */
export const UNIT_PLACES = ['shop', 'shopper', 'blocked', 'gone'] as const;
export type UnitPlace = (typeof UNIT_PLACES)[number];

/** A unit code as printed on its label: `U` and six digits (scanned codes are upper-cased and trimmed first). */
export const UNIT_CODE_PATTERN = '^U[0-9]{6}$';
export const normaliseUnitCode = (value: string): string => value.trim().toUpperCase();
