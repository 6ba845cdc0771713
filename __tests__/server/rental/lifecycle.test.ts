/** Orders after checkout over real HTTP: cancel, expiry, the cancellation windows, the money arriving (markOrderPaid) and the staff API. */
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../server/db/schema';
import { markOrderPaid } from '../../../server/modules/rental/paid';
import { addDays } from '../../../core/rules/rental-dates';
import type { Shopper } from '../accounts/helpers';
import { activeBookings, addRent, addSale, day, expectVietnameseError, makeProduct, newShopper, productStock, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { startupReferenceMs } from '../helpers/time-budget';

const STAFF_TOKEN = 'ma-nhan-vien-thu-nghiem-0123456789abcdef';
let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer({ STAFF_API_TOKEN: STAFF_TOKEN });
});
afterAll(async () => server.close());

const wallet = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number; walletCoin: number }>('/v1/wallet')).body;
const pickupCash = (cartItemIds: number[], more: Record<string, unknown> = {}) => ({ cartItemIds, deliveryMethod: 'pickup', paymentMethod: 'cash', ...more });
const staff = (path: string, token = STAFF_TOKEN) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('cancel and expiry', () => {
  test('cancelling releases the units and the sold stock and refunds the wallet part; twice is 409', async () => {
    const dress = await makeProduct(server, { stock: 1 });
    const shoes = await makeProduct(server, { stock: 2, salePrice: 90_000 });
    const { shopper } = await newShopper(server);
    const placed = await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(7), day(8)), await addSale(shopper, shoes.id, 2)], { walletAmount: 70_000 }));
    expect(placed.status).toBe(201);
    expect(await productStock(server, shoes.id)).toBe(0);
    expect((await wallet(shopper)).walletCoin).toBe(30_000);
    const cancelled = await shopper.post<OrderBody>(`/v1/order/${placed.body.order.id}/cancel`, { reason: 'Đổi ý' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Đổi ý', canCancel: false, canPay: false });
    expect(cancelled.body.events.at(-1)).toMatchObject({ kind: 'cancelled', status: 'cancelled' });
    expect(await productStock(server, shoes.id)).toBe(2);
    expect(await activeBookings(server, dress.id)).toHaveLength(0);
    expect((await wallet(shopper)).walletCoin).toBe(100_000);
    const ledger = await shopper.get<{ items: Array<{ reason: string; amount: number; kind: string }> }>('/v1/wallet/transactions');
    expect(ledger.body.items[0]).toMatchObject({ reason: 'order_refund', amount: 70_000, kind: 'available' });
    expect(expectVietnameseError(await shopper.post(`/v1/order/${placed.body.order.id}/cancel`, {}), 409)).toBe('Đơn hàng đã bị hủy');
    // Someone else can now take those dates.
    const other = await newShopper(server);
    expect((await other.shopper.post('/v1/order', pickupCash([await addRent(other.shopper, dress.id, day(7), day(8))]))).status).toBe(201);
  });

  test('an unpaid order past its deadline shows as cancelled (expired), releases its units and refunds its wallet part', async () => {
    const dress = await makeProduct(server, { stock: 1 });
    const { shopper } = await newShopper(server);
    const placed = await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(12), day(13))], { walletAmount: 25_000 }));
    const id = placed.body.order.id;
    await server.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, id));
    expect(await activeBookings(server, dress.id)).toHaveLength(0);
    const list = await shopper.get<{ items: OrderBody[]; total: number; counts: Record<string, number> }>('/v1/order/list');
    expect(list.body.counts).toEqual({ not_paid: 0, delivering: 0, done: 0, cancelled: 1 });
    expect(list.body.items[0]).toMatchObject({ id, status: 'cancelled' });
    const detail = (await shopper.get<OrderBody>(`/v1/order/${id}`)).body;
    expect(detail.events.at(-1)).toMatchObject({ kind: 'expired', status: 'cancelled' });
    expect((await wallet(shopper)).walletCoin).toBe(100_000);
    expectVietnameseError(await shopper.post(`/v1/order/${id}/pay`, { paymentMethod: 'momo' }), 409);
  });

  test('the sweeper cancels expired orders by itself', async () => {
    const swept = await startShopServer({ ORDER_SWEEP_INTERVAL_SECONDS: '0.2', ORDER_OFFLINE_TTL_MINUTES: '0.005' });
    try {
      const dress = await makeProduct(swept, { stock: 1 });
      const { shopper } = await newShopper(swept);
      const placed = await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(3), day(4))]));
      expect(placed.status).toBe(201);
      let status = 'not_paid';
      // Sweeping every 0.2 s, an order held 0.3 s is cancelled well within two reference start-ups of this run.
      const giveUpAt = performance.now() + 2 * startupReferenceMs();
      while (status !== 'cancelled' && performance.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [row] = await swept.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.body.order.id));
        status = row!.status;
      }
      expect(status).toBe('cancelled');
    } finally {
      await swept.close();
    }
  });

  test('cancelling a paid rental keeps the rent by the windows before the delivery day; the deposit always comes back', async () => {
    // Rent 100.000 for one day, deposit 200.000, picked up: 300.000 paid in cash. The delivery day is the day before the first rental day.
    const dress = await makeProduct(server, { stock: 5, rentalPrice: 100_000, depositPrice: 200_000 });
    const cases = [
      { first: day(4), kept: 0, note: 'Khách hàng đã hủy đơn' },
      { first: day(2), kept: 50_000, note: 'Khách hàng đã hủy đơn; theo chính sách hủy, hoàn 50% tiền thuê và giữ lại 50.000 ₫' },
      { first: day(1), kept: 100_000, note: 'Khách hàng đã hủy đơn; theo chính sách hủy, hoàn 0% tiền thuê và giữ lại 100.000 ₫' },
    ];
    for (const { first, kept, note } of cases) {
      const { shopper } = await newShopper(server);
      const placed = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, first, addDays(first, 1))]))).body.order;
      expect(placed.amountDue).toBe(300_000);
      expect((await staff(`/v1/staff/order/${placed.code}/paid`)).status).toBe(200);
      const cancelled = await shopper.post<OrderBody>(`/v1/order/${placed.id}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.events.at(-1)).toMatchObject({ kind: 'cancelled', note });
      expect((await wallet(shopper)).walletCoin).toBe(100_000 + 300_000 - kept);
    }
  });
});

describe('the money arriving and the staff API', () => {
  test('list filters by status with counts; staff marks paid and delivered; done cannot be cancelled', async () => {
    const dress = await makeProduct(server, { stock: 5, rentalPrice: 50_000, depositPrice: 0 });
    const { shopper } = await newShopper(server);
    const one = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(3), day(3))]))).body.order;
    const two = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(5), day(5))]))).body.order;
    expectVietnameseError(await shopper.post(`/v1/order/${one.id}/pay`, { paymentMethod: 'cash' }), 400);
    expectVietnameseError(await shopper.post(`/v1/order/${one.id}/pay`, { paymentMethod: 'wallet' }), 400);
    expect((await staff(`/v1/staff/order/${one.code}/paid`, 'sai')).status).toBe(401);
    expect((await staff(`/v1/staff/order/DH00000000/paid`)).status).toBe(404);
    const paid = await staff(`/v1/staff/order/${one.code}/paid`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ result: 'paid', order: { status: 'delivering' } });
    expect((await staff(`/v1/staff/order/${one.code}/paid`)).status).toBe(409);
    expectVietnameseError(await shopper.post(`/v1/order/${one.id}/pay`, { paymentMethod: 'momo' }), 409);
    expect((await staff(`/v1/staff/order/${two.code}/delivered`)).status).toBe(409);
    const done = await staff(`/v1/staff/order/${one.code}/delivered`);
    expect(done.body).toMatchObject({ result: 'done', order: { status: 'done', canCancel: false } });
    expect(expectVietnameseError(await shopper.post(`/v1/order/${one.id}/cancel`, {}), 409)).toBe('Đơn hàng đã hoàn thành, không thể hủy');
    const list = await shopper.get<{ items: OrderBody[]; total: number; counts: Record<string, number> }>('/v1/order/list?status=not_paid&page=1&limit=10');
    expect(list.body).toMatchObject({ total: 1, counts: { not_paid: 1, delivering: 0, done: 1, cancelled: 0 } });
    expect(list.body.items.map((item) => item.id)).toEqual([two.id]);
    const all = await shopper.get<{ items: OrderBody[]; total: number }>('/v1/order/list');
    expect(all.body.items.map((item) => item.id)).toEqual([two.id, one.id]);
    expect(all.body.items[0]).toMatchObject({ code: two.code, itemCount: 1, firstItem: { productName: dress.name } });
  });

  test('markOrderPaid: paid once, then already; a cancelled order gets the payment credited to the wallet', async () => {
    const dress = await makeProduct(server, { stock: 5, rentalPrice: 50_000, depositPrice: 0 });
    const { shopper } = await newShopper(server);
    const { db } = server.database;
    const first = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(3), day(3))]))).body.order;
    expect(await db.transaction((tx) => markOrderPaid(tx, first.id, null))).toBe('paid');
    expect(await db.transaction((tx) => markOrderPaid(tx, first.id, null))).toBe('already');
    const second = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(6), day(6))]))).body.order;
    await shopper.post(`/v1/order/${second.id}/cancel`, {});
    // No payment named, no money: nothing is credited, however often it is called.
    expect(await db.transaction((tx) => markOrderPaid(tx, second.id, null))).toBe('refunded');
    expect((await wallet(shopper)).walletCoin).toBe(100_000);
    // A payment that arrived after the cancellation is credited once: the second call finds it refunded already.
    const [late] = await db
      .insert(payments)
      .values({ reference: `${second.code}-MUON`, customerId: (await db.select().from(orders).where(eq(orders.id, second.id)))[0]!.customerId, purpose: 'order', orderId: second.id, method: 'bank_transfer', amount: second.amountDue, status: 'paid' })
      .returning({ id: payments.id });
    for (let call = 0; call < 3; call += 1) expect(await db.transaction((tx) => markOrderPaid(tx, second.id, late!.id))).toBe('refunded');
    expect((await wallet(shopper)).walletCoin).toBe(100_000 + second.amountDue);
  });

  test('staff routes answer 404 when STAFF_API_TOKEN is unset', async () => {
    const plain = await startShopServer();
    try {
      const reply = await fetch(`${plain.url}/v1/staff/order/DH12345678/paid`, { method: 'POST', headers: { authorization: 'Bearer x' } });
      expect(reply.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
