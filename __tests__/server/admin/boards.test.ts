/** The back-office's boards over real HTTP: the orders board (views, search by code, phone or name) and the day's board. */
import { day, expectVietnameseError, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from './helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const paidRental = (first = day(1), stock = 2) => paidPickupRental(server, clerk, first, stock);
const rentalRan = (itemId: number, from: number, to: number) => rentalDates(server, itemId, from, to);

describe('the orders board', () => {
  test('finds an order by code, by phone (0… or spaced) and by name, with the shopper', async () => {
    const { order, account } = await paidRental();
    const phone = account.user.phone!;
    for (const q of [order.code, phone, `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`]) {
      const found = await clerk.get<{ items: Array<{ order: { id: number }; customer: { phone: string } }> }>(`/v1/admin/orders?view=delivering&q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.items.map((row) => row.order.id)).toContain(order.id);
    }
    const byName = await clerk.get<{ items: Array<{ order: { id: number } }>; counts: Record<string, number> }>(`/v1/admin/orders?view=delivering&q=${encodeURIComponent('Thị Lan')}`);
    expect(byName.body.items.map((row) => row.order.id)).toContain(order.id);
    expect(byName.body.counts.delivering).toBeGreaterThan(0);
    expectVietnameseError(await clerk.get('/v1/admin/orders?view=khac'), 400);
  });
});

describe('the day’s board', () => {
  test('lists a paid rental going out tomorrow-eve, then coming back, then late', async () => {
    const { order, itemId } = await paidRental(day(1));
    type Board = { goingOut: Array<{ itemId: number }>; comingBack: Array<{ itemId: number }>; late: Array<{ itemId: number; lateDays: number }>; revenue: { today: number; month: number } };
    const board = await clerk.get<Board>('/v1/admin/today');
    expect(board.body.goingOut.map((row) => row.itemId)).toContain(itemId);
    expect(board.body.revenue.today).toBeGreaterThanOrEqual(200_000);
    await handOverWithUnits(clerk, order.id);
    await rentalRan(itemId, -2, 0);
    expect((await clerk.get<Board>('/v1/admin/today')).body.comingBack.map((row) => row.itemId)).toContain(itemId);
    await rentalRan(itemId, -5, -3);
    const late = (await clerk.get<Board>('/v1/admin/today')).body.late.find((row) => row.itemId === itemId);
    expect(late).toMatchObject({ lateDays: 2 });
  });
});
