/** The rental tests' shared steps: a paid rental, and time passing over it. */
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../server/db/schema';
import { addRent, day, makeProduct, newShopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import type { AdminOrderBody, Staff } from '../admin/helpers';

/** A paid pickup order for one dress (rent 200.000 a day-pair, deposit 500.000) rented from `first` for two days. */
export async function paidPickupRental(server: AccountsServer, clerk: Staff, first = day(1), stock = 2) {
  const dress = await makeProduct(server, { stock, rentalPrice: 200_000, depositPrice: 500_000, name: 'Đầm dạ hội Xanh Ngọc' });
  const { shopper, account } = await newShopper(server, { phone: `09${String(Date.now()).slice(-8)}` });
  const rentId = await addRent(shopper, dress.id, first, day(3));
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [rentId], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  if (placed.status !== 201) throw new Error(`order → ${placed.status} ${JSON.stringify(placed.body)}`);
  const order = placed.body.order;
  const confirmed = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/confirm-payment`, { note: 'Khách trả tiền mặt tại quầy' });
  if (confirmed.status !== 200 || confirmed.body.order.status !== 'delivering') throw new Error(`confirm → ${confirmed.status}`);
  return { shopper, account, order, dress, itemId: (order.items[0] as { id: number }).id };
}

/** Time passes: the rental ran from `from` to `to` (days relative to today). */
export async function rentalDates(server: AccountsServer, itemId: number, from: number, to: number) {
  await server.database.db.update(orderItems).set({ dateFrom: day(from), dateTo: day(to), handedOverAt: new Date(Date.now() + (from - 1) * 86_400_000) }).where(eq(orderItems.id, itemId));
}
