/**
 * The back-office's API contract (TypeBox): staff accounts and sessions, the orders board, returns and deposit
 * refunds, the audit log and the day's board. Served under /v1/admin to staff sessions only.
 */
import { Type, type Static } from 'typebox';
import { ADMIN_ORDER_VIEWS, REFUND_METHODS, RETURN_CONDITIONS, STAFF_ROLES, type AdminOrderView } from './admin-vocab';
import { ORDER_CHANNELS, RENTAL_STATES } from './order-vocab';
import { PASSWORD_MAX_LENGTH } from '../rules/identifiers';
import { Email, FullName, Password } from './account';
import { Bool, CalendarDay, Int, LoginCode, NullableStr, Pagination, Str, StringEnum, paginationQueryProperties, ref, type PaginationQuery } from './common';
import { OrderDetail, OrderSummary } from './order';
import { OrderReminder } from './reminder';
import { BankAccount } from './refund';


export const StaffUser = Type.Object(
  { id: Int, email: Str, fullName: Str, role: StringEnum(STAFF_ROLES), disabled: Bool, createdAt: Str },
  { $id: 'StaffUser' },
);
const closed = { additionalProperties: false } as const;

export const StaffLoginBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    /** The code mailed for a new device, when the answer was 429 `login-code-required`. */
    code: Type.Optional(LoginCode),
  },
  closed,
);
/** Asks for a log-in code for a new device, mailed to the staff address. */
export const StaffLoginCodeBody = Type.Object({ email: Email }, closed);
/** A staff member's own new password: the current one is required; their other sessions end. */
export const StaffPasswordChangeBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), newPassword: Password }, closed);
/** A new password set with the one-time link an owner made. */
export const StaffSetPasswordBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, closed);
/** The one-time link an owner hands over after resetting a staff member's password (shown once, never stored). */
export const StaffPasswordLink = Type.Object({ link: Str, expiresAt: Str });
export const StaffSession = Type.Object({ staff: ref(StaffUser) });
export const StaffList = Type.Object({ items: Type.Array(ref(StaffUser)) });
/** An owner adds a staff member with a first password to hand over in person. */
export const StaffInvite = Type.Object({ email: Email, fullName: FullName, role: StringEnum(STAFF_ROLES), password: Password }, closed);
export const StaffUpdate = Type.Object(
  {
    fullName: Type.Optional(FullName),
    role: Type.Optional(StringEnum(STAFF_ROLES)),
    disabled: Type.Optional(Bool),
  },
  closed,
);

export const AdminCustomer = Type.Object({ id: Int, fullName: Str, phone: NullableStr, email: NullableStr });

export type AdminOrderQuery = PaginationQuery & { view?: AdminOrderView; q?: string };
export const AdminOrderQuery = Type.Unsafe<AdminOrderQuery>({
  type: 'object',
  properties: {
    view: { type: 'string', enum: [...ADMIN_ORDER_VIEWS], description: 'Tab; mặc định delivering, hoặc mọi tab khi có q' },
    q: { type: 'string', maxLength: 100, description: 'Mã đơn, số điện thoại hoặc tên khách (có dấu hay không)' },
    ...paginationQueryProperties(20, 100),
  },
});
export const AdminOrderRow = Type.Object({
  order: ref(OrderSummary),
  customer: AdminCustomer,
  deliveryMethod: Str,
  /** The earliest rental day and the latest due-back day of the order's rental lines (null without rentals). */
  firstDateFrom: NullableStr,
  lastDueBack: NullableStr,
  /** The board's tabs the order is in (a search across tabs says where each hit is). */
  tabs: Type.Array(StringEnum(ADMIN_ORDER_VIEWS)),
});
export const AdminOrderList = Type.Object({
  items: Type.Array(AdminOrderRow),
  pagination: ref(Pagination),
  counts: Type.Record(Type.String(), Int),
});
export const AdminOrder = Type.Object({
  order: ref(OrderDetail),
  customer: AdminCustomer,
  /** Where it was taken: online by the shopper, or by staff at the counter or on the phone. */
  channel: StringEnum(ORDER_CHANNELS),
  /** The units each rental line took at hand-over (a sale's at placement), by code. */
  units: Type.Array(Type.Object({ itemId: Int, unitId: Int, code: Str })),
  /** The order's reminders: those sent (or skipped, failed) and those still to go, by day. */
  reminders: Type.Array(OrderReminder),
});

/** The bank's transaction reference, when staff have one: the same reference is never counted twice. */
export const PaymentReference = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._/-]+$' });
export const ConfirmPaymentBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })), reference: Type.Optional(PaymentReference) }, closed);
export const ReturnBody = Type.Object({
  returnedOn: CalendarDay,
  condition: StringEnum(RETURN_CONDITIONS),
  damageCharge: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  note: Type.String({ maxLength: 1000 }),
  refundMethod: StringEnum(REFUND_METHODS),
  /** The shopper's account, for a transfer (staff may also record it later). */
  bank: Type.Optional(BankAccount),
}, closed);
export const RefundPaidBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })) }, closed);
/** Staff change a rental line before hand-over: another size of the product, other dates, or both (at least one). */
export const LineChangeBody = Type.Object(
  { sizeId: Type.Optional(Type.Integer({ minimum: 1 })), dateFrom: Type.Optional(CalendarDay), dateTo: Type.Optional(CalendarDay) },
  { ...closed, minProperties: 1 },
);
/** What a line change does to the money: `difference` > 0 is charged (paid order: from the wallet), < 0 refunded. */
export const LineChangeQuote = Type.Object({
  itemId: Int,
  sizeId: Int,
  sizeName: Str,
  dateFrom: Str,
  dateTo: Str,
  oldPrice: Int,
  newPrice: Int,
  difference: Int,
  orderPaid: Bool,
  walletBalance: Int,
});

export const AuditEntry = Type.Object({
  id: Int,
  staffEmail: Str,
  action: Str,
  entity: Str,
  entityId: Str,
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Str,
});
export type AuditQuery = PaginationQuery & { entity?: string; entityId?: string };
export const AuditQuery = Type.Unsafe<AuditQuery>({
  type: 'object',
  properties: { entity: { type: 'string', maxLength: 40 }, entityId: { type: 'string', maxLength: 40 }, ...paginationQueryProperties(50, 200) },
});
export const AuditList = Type.Object({ items: Type.Array(AuditEntry), pagination: ref(Pagination) });

/** One rental line on the day's board. */
export const RentalRow = Type.Object({
  orderId: Int,
  orderCode: Str,
  itemId: Int,
  productName: Str,
  quantity: Int,
  customerName: Str,
  customerPhone: NullableStr,
  deliveryMethod: Str,
  dateFrom: Str,
  dateTo: Str,
  dueBack: Str,
  state: StringEnum(RENTAL_STATES),
  lateDays: Int,
});
export const TodayBoard = Type.Object({
  today: Str,
  tomorrow: Str,
  goingOut: Type.Array(RentalRow),
  comingBack: Type.Array(RentalRow),
  late: Type.Array(RentalRow),
  unpaidTransfers: Type.Array(AdminOrderRow),
  revenue: Type.Object({ today: Int, month: Int }),
  unitsOut: Type.Array(Type.Object({ productId: Int, productName: Str, units: Int })),
});

export const ADMIN_SCHEMAS = [StaffUser] as const;

export type StaffUser = Static<typeof StaffUser>;
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBody>;
export type StaffLoginBody = Static<typeof StaffLoginBody>;
export type StaffSession = Static<typeof StaffSession>;
export type StaffList = Static<typeof StaffList>;
export type StaffInvite = Static<typeof StaffInvite>;
export type StaffLoginCodeBody = Static<typeof StaffLoginCodeBody>;
export type StaffPasswordChangeBody = Static<typeof StaffPasswordChangeBody>;
export type StaffSetPasswordBody = Static<typeof StaffSetPasswordBody>;
export type StaffPasswordLink = Static<typeof StaffPasswordLink>;
export type StaffUpdate = Static<typeof StaffUpdate>;
export type AdminCustomer = Static<typeof AdminCustomer>;
export type AdminOrderRow = Static<typeof AdminOrderRow>;
export type AdminOrderList = Static<typeof AdminOrderList>;
export type AdminOrder = Static<typeof AdminOrder>;
export type ReturnBody = Static<typeof ReturnBody>;
export type LineChangeBody = Static<typeof LineChangeBody>;
export type LineChangeQuote = Static<typeof LineChangeQuote>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AuditList = Static<typeof AuditList>;
export type RentalRow = Static<typeof RentalRow>;
export type TodayBoard = Static<typeof TodayBoard>;
