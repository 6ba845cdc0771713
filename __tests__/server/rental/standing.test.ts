/**
 * Messages tell the truth, over real HTTP: a handed-over pick-up rental is "Đang thuê — hạn trả dd/mm" in the
 * notification and on the order (list and page), its steps say "Nhận tại cửa hàng", and a late one the fee so far.
 */
import { day, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from './helpers';
import { dayMonth, orderStanding, type StandingInput } from '../../../core/format/order-standing';
import { todayInVietnam } from '../../../core/rules/rental-dates';

type Note = { title: string; body: string };
type Summary = OrderBody & StandingInput;

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('a pick-up rental: paid, collected, out until its due-back day, then late with its fee so far', async () => {
  const { shopper, order, itemId } = await paidPickupRental(server, clerk, day(1));
  const notes = async () => (await shopper.get<{ items: Note[] }>('/v1/notification/list')).body.items;
  expect((await notes())[0]!.body).toContain('Nhận tại cửa hàng');

  expect((await handOverWithUnits(clerk, order.id)).status).toBe(200);
  const handed = (await notes())[0]!;
  // Rented from tomorrow to the day after next: due back the day after that.
  expect(handed.title).toBe(`Đơn hàng ${order.code}: Đang thuê — hạn trả ${dayMonth(day(4))}`);
  expect(`${handed.title} ${handed.body}`).not.toMatch(/hoàn thành/i);
  expect(handed.body).toContain('20% tiền thuê mỗi ngày');

  const list = await shopper.get<{ items: Summary[] }>('/v1/order/list?status=done');
  const summary = list.body.items.find((row) => row.id === order.id)!;
  expect(summary).toMatchObject({ deliveryMethod: 'pickup', rentalsOut: [{ dateTo: day(3), unitRentalPrice: 200_000, quantity: 1, deposit: 500_000 }] });
  expect(orderStanding(summary, todayInVietnam()).label).toBe(`Đang thuê — hạn trả ${dayMonth(day(4))}`);

  const page = await shopper.get<Summary & { events: Array<{ kind: string; note: string }> }>(`/v1/order/${order.id}`);
  expect(page.body.events.find((event) => event.kind === 'delivered')!.note).toBe('Khách đã nhận đồ tại cửa hàng');

  // Rented from five days ago to three days ago: due back two days ago, 2 × 20 % × 200.000 so far.
  await rentalDates(server, itemId, -5, -3);
  const late = await shopper.get<Summary>(`/v1/order/${order.id}`);
  expect(plain(orderStanding(late.body, todayInVietnam()).label)).toBe('Trễ 2 ngày — phí trễ đến nay 80.000 ₫');
  // Staff read the same words on the board.
  const board = await clerk.get<{ items: Array<{ order: Summary }> }>(`/v1/admin/orders?view=late`);
  expect(orderStanding(board.body.items.find((row) => row.order.id === order.id)!.order, todayInVietnam()).lateFee).toBe(80_000);

  // Back at the shop: nothing out any more.
  await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  expect((await shopper.get<Summary>(`/v1/order/${order.id}`)).body.rentalsOut).toEqual([]);
});
