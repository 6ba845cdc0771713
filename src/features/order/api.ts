import { get, newIdempotencyKey, post } from '../../shared/api/http';
import type { OrderDetail, OrderList, OrderPlaced, PlaceOrderRequest, Quote, QuoteRequest } from '../../../core/contracts/order';
import type { OrderStatus } from '../../../core/contracts/order-vocab';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';

export const ORDER_PAGE_SIZE = 10;

/** GET /v1/order/list?status=…&page=…&limit=… → one tab's page and every tab's count (newest first). */
export function fetchOrders(status: OrderStatus, page = 1, limit = ORDER_PAGE_SIZE): Promise<OrderList> {
  return get<OrderList>(`/v1/order/list?status=${status}&page=${page}&limit=${limit}`);
}

/** GET /v1/order/:id (404 when missing or not yours). */
export function fetchOrder(id: number): Promise<OrderDetail> {
  return get<OrderDetail>(`/v1/order/${id}`);
}

/** POST /v1/order/:id/cancel `{ reason? }` → the order after cancelling. */
export function cancelOrder(id: number, reason?: string): Promise<OrderDetail> {
  return post<OrderDetail>(`/v1/order/${id}/cancel`, reason ? { reason } : {});
}

/** POST /v1/order/:id/pay `{ paymentMethod }` → a new payment attempt for a not-paid order. */
export function payOrder(id: number, paymentMethod: PaymentMethod): Promise<OrderPlaced> {
  return post<OrderPlaced>(`/v1/order/${id}/pay`, { paymentMethod });
}

/** POST /v1/order/quote → the selected lines and the totals the order would have. */
export function quoteOrder(request: QuoteRequest): Promise<Quote> {
  return post<Quote>('/v1/order/quote', request);
}

/** POST /v1/order → 201 the placed order and its payment. One call is one press of the button: a fresh Idempotency-Key. */
export function placeOrder(request: PlaceOrderRequest): Promise<OrderPlaced> {
  return post<OrderPlaced>('/v1/order', request, { idempotencyKey: newIdempotencyKey() });
}
