/** Orders and payments API shapes (docs/orders-api.md). */
import type { CartMode, MembershipTerms } from '../../shared/rules/pricing';
import type { DeliveryMethod } from '../../shared/rules/order-totals';
import type { PaymentActionDto, PaymentDto, PaymentMethod, PaymentStatus, VietQrDto } from '../payment/types';

export type { CartMode, DeliveryMethod };

export const ORDER_STATUSES = ['not_paid', 'delivering', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type { PaymentMethod };

export interface OrderTotalsDto {
  rentalTotal: number;
  saleTotal: number;
  depositTotal: number;
  membershipDiscount: number;
  freeFirstOrderDiscount: number;
  shippingFee: number;
  total: number;
  walletAmount: number;
  amountDue: number;
}

export interface OrderItemDto {
  id: number;
  productId: number;
  productName: string;
  productLink: string;
  imageKey: string;
  mode: CartMode;
  quantity: number;
  dateFrom: string | null;
  dateTo: string | null;
  unitPrice: number;
  price: number;
  chargedPrice: number;
  deposit: number;
}

export interface OrderAddressDto {
  receiverName: string;
  receiverPhone: string;
  street: string;
  wardName: string;
  districtName: string | null;
  cityName: string;
  fullAddress: string;
}

export type OrderEventKind = 'placed' | 'payment_started' | 'paid' | 'delivered' | 'cancelled' | 'expired';

export interface OrderEventDto {
  status: OrderStatus;
  kind: OrderEventKind;
  note: string;
  createdAt: string;
}

export interface OrderSummaryDto {
  id: number;
  code: string;
  status: OrderStatus;
  createdAt: string;
  total: number;
  amountDue: number;
  itemCount: number;
  firstItem: { productName: string; imageKey: string };
  paymentMethod: PaymentMethod;
  expiresAt: string | null;
}

export type { PaymentActionDto, PaymentDto, PaymentStatus, VietQrDto };

export interface OrderDetailDto extends OrderSummaryDto {
  deliveryMethod: DeliveryMethod;
  address: OrderAddressDto | null;
  note: string;
  totals: OrderTotalsDto;
  items: OrderItemDto[];
  events: OrderEventDto[];
  paidAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  payment: PaymentDto | null;
  canCancel: boolean;
  canPay: boolean;
}

export type OrderCounts = Record<OrderStatus, number>;

export interface OrderListDto {
  items: OrderSummaryDto[];
  total: number;
  counts: OrderCounts;
}

export interface OrderPlacedDto {
  order: OrderDetailDto;
  payment: PaymentDto | null;
}

/** The cart line as the quote returns it (the fields the checkout summary reads). */
export interface QuoteItemDto {
  id: number;
  productId: number;
  mode: CartMode;
  quantities: number;
  dateFrom: string | null;
  dateTo: string | null;
  product: { id: number; name: string; link: string; imageKey: string };
  line: { mode: CartMode; days: number; extraDays: number; price: number; membershipPrice: number; deposit: number };
  problem: string | null;
}

export interface QuoteRequest {
  cartItemIds: number[];
  deliveryMethod: DeliveryMethod;
  walletAmount?: number;
}

export interface QuoteDto {
  items: QuoteItemDto[];
  totals: OrderTotalsDto;
  freeFirstOrder: boolean;
  walletBalance: number;
  membership: MembershipTerms | null;
}

export interface PlaceOrderRequest {
  cartItemIds: number[];
  deliveryMethod: DeliveryMethod;
  addressId?: number;
  note?: string;
  paymentMethod: PaymentMethod;
  walletAmount?: number;
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
