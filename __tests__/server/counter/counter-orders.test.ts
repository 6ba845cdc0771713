/**
 * Counter and phone orders over real HTTP: staff find the customer (by phone, by name without diacritics) or add
 * her, quote and place an order from lines they give, with the money taken at the counter; the shopper's own rules
 * (prices, availability, races), the audit entry and the order's normal life afterwards.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, orders, payments } from '../../../server/db/schema';
import { activeBookings, addRent, day, expectVietnameseError, giveMembership, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import { uniquePhone, type AccountsServer } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';

interface Customer {
  id: number;
  fullName: string;
  phone: string | null;
}
interface Totals {
  rentalTotal: number;
  depositTotal: number;
  membershipDiscount: number;
  shippingFee: number;
  total: number;
  amountDue: number;
}
interface Placed {
  order: { id: number; code: string; status: string; paymentMethod: string; deliveryMethod: string; address: { fullAddress: string; receiverName: string } | null; totals: Totals; total: number; amountDue: number };
  customer: Customer;
}

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
let marketer: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  ({ member: marketer } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

const rentLine = (product: { id: number; sizes: Array<{ id: number }> }, from: number, to: number, quantity = 1) => ({
  productId: product.id,
  sizeId: product.sizes[0]!.id,
  mode: 'rent' as const,
  quantity,
  dateFrom: day(from),
  dateTo: day(to),
});

async function addCustomer(fullName: string, phone = uniquePhone()): Promise<Customer> {
  const reply = await clerk.post<Customer>('/v1/admin/customers', { fullName, phone });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('customers', () => {
  test('added with name and phone; found by phone (0…, spaced) and by name without diacritics', async () => {
    const phone = uniquePhone();
    const added = await addCustomer('Trần Thu Hương', `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    expect(added.phone).toBe(`+84${phone.slice(1)}`);
    for (const q of ['thu huong', 'THU HƯƠNG', 'huong', phone, phone.slice(0, 7), `+84${phone.slice(1)}`]) {
      const found = await clerk.get<{ items: Customer[] }>(`/v1/admin/customers?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.items.map((row) => row.id)).toContain(added.id);
    }
    const other = await clerk.get<{ items: Customer[] }>(`/v1/admin/customers?q=${encodeURIComponent('thu hang')}`);
    expect(other.body.items.map((row) => row.id)).not.toContain(added.id);
  });

  test('a number that is not a Vietnamese mobile → 400; a number already taken → 409 naming its customer', async () => {
    expect(expectVietnameseError(await clerk.post('/v1/admin/customers', { fullName: 'Lê Văn An', phone: '012345' }), 400)).toMatch(/Số điện thoại không hợp lệ/);
    const phone = uniquePhone();
    await addCustomer('Phạm Thị Mai', phone);
    expect(expectVietnameseError(await clerk.post('/v1/admin/customers', { fullName: 'Người khác', phone }), 409)).toContain('«Phạm Thị Mai»');
  });
});

describe('placing', () => {
  test('an existing shopper at the counter, cash: paid at once, the same money as her own order, in her account', async () => {
    const { shopper, account } = await newShopper(server);
    await giveMembership(server, account.customer.id, { percentDiscount: 10 });
    const product = await makeProduct(server, { stock: 2, rentalPrice: 300_000, depositPrice: 500_000 });
    const line = rentLine(product, 4, 6);

    // Her own quote for the same line (from her cart) and the counter's quote agree to the đồng.
    const cartLine = await addRent(shopper, product.id, line.dateFrom, line.dateTo, 1, line.sizeId);
    const hers = await shopper.post<{ totals: Totals }>('/v1/order/quote', { cartItemIds: [cartLine], deliveryMethod: 'pickup' });
    const counter = await clerk.post<{ totals: Totals; lines: Array<{ problem: string | null }> }>('/v1/admin/orders/quote', { customerId: account.customer.id, lines: [line], deliveryMethod: 'pickup' });
    expect(counter.status).toBe(200);
    expect(counter.body.lines[0]!.problem).toBeNull();
    expect(counter.body.totals).toEqual(hers.body.totals);
    expect(counter.body.totals.membershipDiscount).toBeGreaterThan(0);

    const placed = await clerk.post<Placed>('/v1/admin/orders', { customerId: account.customer.id, lines: [line], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ status: 'delivering', paymentMethod: 'cash', deliveryMethod: 'pickup' });
    expect(placed.body.order.totals).toEqual(hers.body.totals);
    const [row] = await server.database.db.select({ channel: orders.channel }).from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row!.channel).toBe('counter');
    const paid = await server.database.db.select().from(payments).where(eq(payments.orderId, placed.body.order.id));
    expect(paid).toEqual([expect.objectContaining({ method: 'cash', status: 'paid', amount: placed.body.order.amountDue })]);

    // In her account like any order of hers; her cart line is untouched.
    const list = await shopper.get<{ items: Array<{ id: number }> }>('/v1/order/list');
    expect(list.body.items.map((item) => item.id)).toContain(placed.body.order.id);
    expect((await shopper.get<{ status: string }>(`/v1/order/${placed.body.order.id}`)).body.status).toBe('delivering');

    // The audit log says who did it.
    const audit = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.counter_create'), eq(auditLog.entityId, String(placed.body.order.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ orderCode: placed.body.order.code, channel: 'counter', payment: 'cash', customerId: account.customer.id });
  });

  test('a new phone customer, transfer with its reference, delivered to an address staff typed', async () => {
    const customer = await addCustomer('Nguyễn Văn Bình');
    const product = await makeProduct(server, { stock: 1 });
    const body = {
      customerId: customer.id,
      lines: [rentLine(product, 5, 7)],
      channel: 'phone',
      deliveryMethod: 'delivery',
      address: { street: '45 Trần Hưng Đạo', wardName: 'Phường Cửa Nam', cityName: 'Thành phố Hà Nội' },
      payment: 'transfer',
    };
    expect(expectVietnameseError(await clerk.post('/v1/admin/orders', body), 400)).toMatch(/mã giao dịch/);
    expect(expectVietnameseError(await clerk.post('/v1/admin/orders', { ...body, address: null, reference: 'FT1' }), 400)).toMatch(/địa chỉ/);
    const quote = await clerk.post<{ totals: Totals }>('/v1/admin/orders/quote', { customerId: customer.id, lines: body.lines, deliveryMethod: 'delivery' });
    const placed = await clerk.post<Placed>('/v1/admin/orders', { ...body, reference: 'FT26112701' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ status: 'delivering', paymentMethod: 'bank_transfer', deliveryMethod: 'delivery' });
    expect(placed.body.order.address).toMatchObject({ receiverName: 'Nguyễn Văn Bình', fullAddress: '45 Trần Hưng Đạo, Phường Cửa Nam, Thành phố Hà Nội' });
    expect(placed.body.order.totals).toEqual(quote.body.totals);
    expect(quote.body.totals.shippingFee).toBeGreaterThan(0);
    const paid = await server.database.db.select().from(payments).where(eq(payments.orderId, placed.body.order.id));
    expect(paid).toEqual([expect.objectContaining({ method: 'bank_transfer', status: 'paid', providerTransactionId: 'FT26112701' })]);
  });

  test('left unpaid (chờ chuyển khoản), then confirmed and handed over like any order', async () => {
    const customer = await addCustomer('Đỗ Thị Hoa');
    const product = await makeProduct(server, { stock: 1 });
    const placed = await clerk.post<Placed>('/v1/admin/orders', { customerId: customer.id, lines: [rentLine(product, 3, 4)], channel: 'counter', deliveryMethod: 'pickup', payment: 'unpaid' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ status: 'not_paid', paymentMethod: 'bank_transfer' });
    expect((await clerk.post(`/v1/admin/orders/${placed.body.order.id}/confirm-payment`, { reference: 'FT99' })).status).toBe(200);
    const handed = await handOverWithUnits(clerk, placed.body.order.id);
    expect(handed.status).toBe(200);
  });

  test('dates taken → 409 in Vietnamese naming the product; a sale line and a wrong size are refused too', async () => {
    const customer = await addCustomer('Vũ Minh Châu');
    const product = await makeProduct(server, { stock: 1, name: 'Áo dài Hồng Ngọc' });
    const first = await clerk.post<Placed>('/v1/admin/orders', { customerId: customer.id, lines: [rentLine(product, 8, 9)], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' });
    expect(first.status).toBe(201);
    const quote = await clerk.post<{ lines: Array<{ problem: string | null }> }>('/v1/admin/orders/quote', { customerId: customer.id, lines: [rentLine(product, 8, 9)], deliveryMethod: 'pickup' });
    expect(quote.body.lines[0]!.problem).toMatch(/^«Áo dài Hồng Ngọc.*» đã hết lịch thuê/);
    const again = await clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [rentLine(product, 9, 10)], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' });
    expect(expectVietnameseError(again, 409)).toMatch(/^«Áo dài Hồng Ngọc.*» đã hết lịch thuê từ \d{2}\/\d{2}\/\d{4} đến \d{2}\/\d{2}\/\d{4}$/);
    const other = await makeProduct(server, { stock: 1 });
    const wrongSize = { ...rentLine(product, 12, 13), sizeId: other.sizes[0]!.id };
    expectVietnameseError(await clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [wrongSize], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }), 404);
    // A sale takes its unit: the next sale of the same size is refused, in words.
    const sold = await makeProduct(server, { stock: 1, name: 'Váy bán Quầy' });
    const sale = { productId: sold.id, sizeId: sold.sizes[0]!.id, mode: 'sale', quantity: 1 };
    expect((await clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [sale], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' })).status).toBe(201);
    expect(expectVietnameseError(await clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [sale], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }), 409)).toMatch(/^«Váy bán Quầy.*» đã hết hàng$/);
    expectVietnameseError(await clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [{ ...sale, dateFrom: day(3), dateTo: day(4) }], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }), 400);
    expectVietnameseError(await clerk.post('/v1/admin/orders', { customerId: 2147483000, lines: [rentLine(product, 12, 13)], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }), 404);
  });

  test('20 counter orders at once for the last unit on overlapping dates: one 201, 19 × 409, one booking', async () => {
    const product = await makeProduct(server, { stock: 1, name: 'Váy cưới Quầy' });
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => addCustomer(`Khách quầy ${i + 1}`)));
    const replies = await Promise.all(
      customers.map((customer, i) =>
        clerk.post('/v1/admin/orders', { customerId: customer.id, lines: [rentLine(product, 10 + (i % 3), 12 + (i % 3))], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await activeBookings(server, product.id)).toHaveLength(1);
  });

  test('the same Idempotency-Key tapped 10 times at once (its answer lost): one order, one payment, one audit entry, 10 × the same answer', async () => {
    const customer = await addCustomer('Lý Thị Ngân');
    const product = await makeProduct(server, { stock: 3 });
    const body = { customerId: customer.id, lines: [rentLine(product, 14, 15)], channel: 'phone', deliveryMethod: 'pickup', payment: 'cash' };
    const key = `quay-${Date.now()}-lan-1`;
    const replies = await Promise.all(Array.from({ length: 10 }, () => clerk.call<Placed>('POST', '/v1/admin/orders', body, { 'idempotency-key': key })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    const ids = new Set(replies.map((reply) => reply.body.order.id));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    expect(replies.every((reply) => reply.body.order.status === replies[0]!.body.order.status && reply.body.customer.id === customer.id)).toBe(true);
    const { db } = server.database;
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(1);
    expect(await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId!))).toHaveLength(1);
    expect(await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, 'order.counter_create'), eq(auditLog.entityId, String(orderId))))).toHaveLength(1);
    expect(await activeBookings(server, product.id)).toHaveLength(1);
    // The key again later answers the same order; with another order's content it is refused, in words.
    const later = await clerk.call<Placed>('POST', '/v1/admin/orders', body, { 'idempotency-key': key });
    expect([later.status, later.body.order.id]).toEqual([201, orderId]);
    const changed = await clerk.call('POST', '/v1/admin/orders', { ...body, lines: [rentLine(product, 20, 21)] }, { 'idempotency-key': key });
    expect(expectVietnameseError(changed, 422)).toContain('Idempotency-Key');
    expect(await activeBookings(server, product.id)).toHaveLength(1);
    // A refused order (dates taken) keeps nothing: the same key may place the corrected order.
    const full = await makeProduct(server, { stock: 1 });
    await clerk.post('/v1/admin/orders', { ...body, lines: [rentLine(full, 30, 31)] });
    const retryKey = `quay-${Date.now()}-lan-2`;
    expectVietnameseError(await clerk.call('POST', '/v1/admin/orders', { ...body, lines: [rentLine(full, 30, 31)] }, { 'idempotency-key': retryKey }), 409);
    expect((await clerk.call('POST', '/v1/admin/orders', { ...body, lines: [rentLine(full, 40, 41)] }, { 'idempotency-key': retryKey })).status).toBe(201);
    expectVietnameseError(await clerk.call('POST', '/v1/admin/orders', body, { 'idempotency-key': 'ab' }), 400);
  });
});

test('a marketing member may neither find customers nor place counter orders (403), and nothing is written', async () => {
  const before = await server.database.db.select({ id: orders.id }).from(orders);
  expectVietnameseError(await marketer.get('/v1/admin/customers?q=lan'), 403);
  expectVietnameseError(await marketer.post('/v1/admin/customers', { fullName: 'Kẻ gian', phone: uniquePhone() }), 403);
  expectVietnameseError(await marketer.post('/v1/admin/orders/quote', { customerId: 1, lines: [], deliveryMethod: 'pickup' }), 403);
  expectVietnameseError(await marketer.post('/v1/admin/orders', { customerId: 1, lines: [], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' }), 403);
  expect(await server.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
});
