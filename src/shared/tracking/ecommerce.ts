/**
 * GA4 e-commerce events in Google's documented dataLayer shape: an `{ ecommerce: null }` push before each, VND,
 * integer values, items with item_id, item_name, item_category, item_variant ('rent' or 'sale'), price, quantity and
 * the rental days as the item parameter `rental_days`. Pure builders (the pushes are in ./analytics): nothing about the
 * shopper — no name, email, phone or address — is ever an input.
 *
 * Values: `value` is what the goods come to (rent after membership + purchases − voucher), never the refundable
 * deposit; `shipping` is the delivery fee.
 */
import type { CartItem } from '../../../core/contracts/cart';
import type { ProductCard } from '../../../core/contracts/catalog';
import type { OrderDetail, OrderItem } from '../../../core/contracts/order';
import { rentalDays } from '../../../core/rules/rental-dates';

export const CURRENCY = 'VND';

export interface GaItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant: 'rent' | 'sale';
  price: number;
  quantity: number;
  rental_days?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface ItemList {
  id: string;
  name: string;
}

export type EcommerceEvent =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_wishlist'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'refund';

export type DataLayerPush = Record<string, unknown>;

const whole = (amount: number) => Math.max(0, Math.round(amount));
const valueOf = (items: readonly GaItem[]) => items.reduce((sum, item) => sum + item.price * item.quantity, 0);

type CardLike = Pick<ProductCard, 'id' | 'name' | 'type' | 'categoryLink' | 'rentalPrice' | 'salePrice'>;

/** A product as a list or its page shows it: a rentable one as a rental (its rental price), else as a sale. */
export function cardItem(card: CardLike, position?: { index: number; list: ItemList }): GaItem {
  const renting = card.type !== 'PRODUCT_TYPE_SALABLE';
  return {
    item_id: String(card.id),
    item_name: card.name,
    item_category: card.categoryLink,
    item_variant: renting ? 'rent' : 'sale',
    price: whole(renting ? card.rentalPrice : card.salePrice),
    quantity: 1,
    ...(position ? { index: position.index, item_list_id: position.list.id, item_list_name: position.list.name } : {}),
  };
}

export interface LineLike {
  productId: number;
  name: string;
  categoryLink?: string;
  mode: 'rent' | 'sale';
  quantity: number;
  /** What the line is charged (all units, after membership). */
  charged: number;
  days: number;
}

/** A priced line (cart, order, or one just added). */
export function lineItem(line: LineLike): GaItem {
  const quantity = Math.max(1, line.quantity);
  return {
    item_id: String(line.productId),
    item_name: line.name,
    ...(line.categoryLink ? { item_category: line.categoryLink } : {}),
    item_variant: line.mode,
    price: whole(line.charged / quantity),
    quantity,
    ...(line.mode === 'rent' ? { rental_days: line.days } : {}),
  };
}

export const cartLineItem = (item: Pick<CartItem, 'productId' | 'mode' | 'quantities' | 'line' | 'product'>): GaItem =>
  lineItem({
    productId: item.productId,
    name: item.product.name,
    categoryLink: item.product.categoryLink,
    mode: item.mode,
    quantity: item.quantities,
    charged: item.line.membershipPrice,
    days: item.line.days,
  });

/** Days as the pricing rule counts them (a same-day rental is one day). */
const daysOf = (item: Pick<OrderItem, 'dateFrom' | 'dateTo'>) => (item.dateFrom && item.dateTo ? Math.max(1, rentalDays(item.dateFrom, item.dateTo)) : 0);

export const orderLineItem = (item: Pick<OrderItem, 'productId' | 'productName' | 'categoryLink' | 'mode' | 'quantity' | 'chargedPrice' | 'dateFrom' | 'dateTo'>): GaItem =>
  lineItem({
    productId: item.productId,
    name: item.productName,
    categoryLink: item.categoryLink,
    mode: item.mode,
    quantity: item.quantity,
    charged: item.chargedPrice,
    days: daysOf(item),
  });

/** The two pushes of one event: clear the previous ecommerce object, then the event. */
export function ecommercePushes(event: EcommerceEvent, ecommerce: Record<string, unknown>): [DataLayerPush, DataLayerPush] {
  return [{ ecommerce: null }, { event, ecommerce }];
}

/** An event about items (cart, wishlist, product, checkout steps): `value` is their sum unless given. */
export function itemsEvent(event: EcommerceEvent, items: readonly GaItem[], extra: Record<string, unknown> = {}): [DataLayerPush, DataLayerPush] {
  return ecommercePushes(event, { currency: CURRENCY, value: valueOf(items), ...extra, items });
}

export function listEvent(event: 'view_item_list' | 'select_item', list: ItemList, items: readonly GaItem[]): [DataLayerPush, DataLayerPush] {
  return ecommercePushes(event, { item_list_id: list.id, item_list_name: list.name, items });
}

type OrderLike = Pick<OrderDetail, 'code' | 'items' | 'totals'>;

/** What the goods of an order come to (the deposit is the shopper's money, returned; delivery is `shipping`). */
const orderValue = (order: OrderLike) => whole(order.totals.total - order.totals.depositTotal - order.totals.shippingFee);

const couponOf = (order: OrderLike) =>
  order.totals.voucherCode ? { coupon: order.totals.voucherCode, discount: order.totals.voucherDiscount } : {};

export function purchaseEvent(order: OrderLike): [DataLayerPush, DataLayerPush] {
  return ecommercePushes('purchase', {
    transaction_id: order.code,
    currency: CURRENCY,
    value: orderValue(order),
    shipping: whole(order.totals.shippingFee),
    ...couponOf(order),
    items: order.items.map(orderLineItem),
  });
}

/** A cancelled order: the whole transaction reversed. */
export function refundEvent(order: OrderLike): [DataLayerPush, DataLayerPush] {
  return ecommercePushes('refund', { transaction_id: order.code, currency: CURRENCY, value: orderValue(order), items: order.items.map(orderLineItem) });
}

const EMAIL = /[^\s@]+@[^\s@]+/;
const PHONE = /(?:\+?84|0)[\s.-]?\d(?:[\s.-]?\d){7,9}/;

/** A search term fit for analytics: trimmed, at most 100 characters, and none that looks like an email or a phone. */
export function safeSearchTerm(term: string): string | null {
  const text = term.trim().slice(0, 100);
  if (!text || EMAIL.test(text) || PHONE.test(text)) return null;
  return text;
}
