import type { ScreenProps } from '../../routing';
import { OrderPanel } from './OrderPanel';
import { OrdersBoard } from './OrdersBoard';

/** `/admin/orders` is the board, `/admin/orders/{id}` one order. */
export function OrdersScreen({ id }: ScreenProps) {
  return typeof id === 'number' ? <OrderPanel orderId={id} /> : <OrdersBoard />;
}
