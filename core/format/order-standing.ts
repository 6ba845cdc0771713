/**
 * Where an order stands, in the words the shopper reads — one wording for the storefront (order list and page), the
 * back-office and the server's notifications. A handed-over rental is "Đang thuê — hạn trả dd/mm", never "hoàn thành";
 * a late one says how late and the late fee so far (the shared rule); a pick-up order says "Nhận tại cửa hàng".
 */
import type { OrderStatus } from '../contracts/order-vocab';
import type { DeliveryMethod } from '../rules/order-totals';
import { lateSoFar } from '../rules/rental-lifecycle';
import { formatVnd } from './index';

/** A rental line with the shopper: what the late fee is worked out from. */
export interface RentalOut {
  dateTo: string;
  unitRentalPrice: number;
  quantity: number;
  deposit: number;
}

export interface StandingInput {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  /** The order's rental lines now with the shopper (none: nothing out). */
  rentalsOut: readonly RentalOut[];
}

export type StandingTone = 'waiting' | 'preparing' | 'out' | 'late' | 'done' | 'cancelled';

export interface OrderStanding {
  label: string;
  tone: StandingTone;
  /** The earliest due-back day of what is out (YYYY-MM-DD), else null. */
  dueBack: string | null;
  lateDays: number;
  /** The late fees run up so far over every late line. */
  lateFee: number;
}

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = { delivery: 'Giao tận nơi', pickup: 'Nhận tại cửa hàng' };

/** `YYYY-MM-DD` → `dd/mm` (a calendar day: no time zone involved). */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export const STANDING_TEXT = {
  notPaid: 'Chưa thanh toán',
  delivering: 'Đang giao',
  pickupWaiting: 'Chờ nhận tại cửa hàng',
  out: (dueBack: string) => `Đang thuê — hạn trả ${dayMonth(dueBack)}`,
  late: (days: number, fee: number) => `Trễ ${days} ngày — phí trễ đến nay ${formatVnd(fee)}`,
  done: 'Hoàn thành',
  cancelled: 'Đã hủy',
} as const;

/** The order's standing on `today` (YYYY-MM-DD, Vietnam). */
export function orderStanding(order: StandingInput, today: string): OrderStanding {
  const none = { dueBack: null, lateDays: 0, lateFee: 0 };
  if (order.status === 'not_paid') return { label: STANDING_TEXT.notPaid, tone: 'waiting', ...none };
  if (order.status === 'cancelled') return { label: STANDING_TEXT.cancelled, tone: 'cancelled', ...none };
  if (order.status === 'delivering') return { label: order.deliveryMethod === 'pickup' ? STANDING_TEXT.pickupWaiting : STANDING_TEXT.delivering, tone: 'preparing', ...none };
  if (order.rentalsOut.length === 0) return { label: STANDING_TEXT.done, tone: 'done', ...none };
  const lines = order.rentalsOut.map((line) => lateSoFar(line, today));
  const dueBack = lines.map((line) => line.dueBack).sort()[0]!;
  const lateDays = Math.max(...lines.map((line) => line.lateDays));
  const lateFee = lines.reduce((sum, line) => sum + line.lateFee, 0);
  if (lateDays > 0) return { label: STANDING_TEXT.late(lateDays, lateFee), tone: 'late', dueBack, lateDays, lateFee };
  return { label: STANDING_TEXT.out(dueBack), tone: 'out', dueBack, lateDays: 0, lateFee: 0 };
}

/** The progress steps' names for this order: a pick-up order is collected, a rental is then out with the shopper. */
export function progressSteps(deliveryMethod: DeliveryMethod, hasRental: boolean): Record<'not_paid' | 'delivering' | 'done', string> {
  return {
    not_paid: STANDING_TEXT.notPaid,
    delivering: deliveryMethod === 'pickup' ? STANDING_TEXT.pickupWaiting : STANDING_TEXT.delivering,
    done: hasRental ? 'Đang thuê' : deliveryMethod === 'pickup' ? 'Đã nhận tại cửa hàng' : 'Đã giao',
  };
}
