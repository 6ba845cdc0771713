/** Orders API shapes: the contract's (core/contracts/order.ts), under the names the storefront uses. */
import { ORDER_STATUSES, type OrderEventKind, type OrderStatus } from '../../../core/contracts/order-vocab';
import type {
  ExtensionOffer,
  OrderAddress,
  OrderDetail,
  OrderEvent,
  OrderItem,
  OrderList,
  OrderPlaced,
  OrderSummary,
  OrderTotals,
  PlaceOrderRequest,
  Quote,
  QuoteRequest,
} from '../../../core/contracts/order';
import type { CartMode } from '../../../core/contracts/cart';
import type { DeliveryMethod } from '../../../core/rules/order-totals';
import type { PaymentAction, Payment, PaymentMethod, PaymentStatus, VietQr } from '../payment/types';

export type { CartMode, DeliveryMethod };

export { ORDER_STATUSES };
export type { OrderEventKind, OrderStatus, PaymentMethod };

export type OrderTotalsDto = OrderTotals;
export type OrderItemDto = OrderItem;
export type OrderAddressDto = OrderAddress;
export type OrderEventDto = OrderEvent;
export type OrderSummaryDto = OrderSummary;
export type { PaymentAction, Payment, PaymentStatus, VietQr };
export type OrderDetailDto = OrderDetail;
export type OrderCounts = Record<OrderStatus, number>;
export type OrderListDto = OrderList;
export type OrderPlacedDto = OrderPlaced;
export type ExtensionOfferDto = ExtensionOffer;
/** The cart line as the quote returns it. */
export type QuoteItemDto = Quote['items'][number];
export type { Quote as QuoteDto, QuoteRequest, PlaceOrderRequest };

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
