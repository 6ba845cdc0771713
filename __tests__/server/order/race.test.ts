/**
 * THE RACE: 50 shoppers place, at the same moment, an order for the last unit of one product on overlapping
 * dates. Exactly one wins (201), 49 get 409 naming the product, and the database holds exactly one booking.
 */
import { addRent, activeBookings, day, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer, Shopper } from '../accounts/helpers';

const SHOPPERS = 50;
let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

test(`${SHOPPERS} concurrent orders for a product with stock 1 on overlapping dates: one 201, ${SHOPPERS - 1} × 409, one booking`, async () => {
  const product = await makeProduct(server, { stock: 1, name: 'Váy cưới Duy Nhất' });
  const entries: Array<{ shopper: Shopper; line: number }> = [];
  for (let i = 0; i < SHOPPERS; i += 1) {
    const { shopper } = await newShopper(server);
    // Overlapping ranges: 10–12, 11–13, 12–14 (each also within the others' delivery/cleaning days).
    const from = 10 + (i % 3);
    entries.push({ shopper, line: await addRent(shopper, product.id, day(from), day(from + 2)) });
  }
  const replies = await Promise.all(
    entries.map(({ shopper, line }) => shopper.post<{ message?: string }>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' })),
  );
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
  for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body.message).toMatch(/^«Váy cưới Duy Nhất» đã hết lịch thuê từ \d{2}\/\d{2}\/\d{4} đến \d{2}\/\d{2}\/\d{4}$/);
  expect(await activeBookings(server, product.id)).toHaveLength(1);
});
