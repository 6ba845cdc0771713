/** Shapes of the order replies used by the tests. */
export interface OrderBody {
  id: number;
  code: string;
  status: 'not_paid' | 'delivering' | 'done' | 'cancelled';
  total: number;
  amountDue: number;
  itemCount: number;
  expiresAt: string | null;
  paymentMethod: string;
  deliveryMethod: string;
  address: null | Record<string, unknown>;
  note: string;
  totals: Record<string, number>;
  items: Array<Record<string, unknown>>;
  events: Array<{ status: string; kind: string; note: string }>;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  payment: unknown;
  canCancel: boolean;
  canPay: boolean;
}

export interface PlacedBody {
  order: OrderBody;
  payment: unknown;
}
