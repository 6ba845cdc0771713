/**
 * Vouchers over HTTP: marketing creates and pauses them; a shopper sees them in "Ví voucher", checks a code, gets the
 * discount in the quote and the order; limits per code and per shopper hold, a cancellation gives the use back, and
 * 50 shoppers racing for a one-use code leave exactly one order with it.
 */
import { addAddress, addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';

let server: AccountsServer;
let owner: Staff;
let codeCounter = 0;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
});
afterAll(async () => server.close());

const newCode = (prefix: string) => `${prefix}${process.pid % 1000}${(codeCounter += 1)}`;

const voucherInput = (overrides: Record<string, unknown> = {}) => ({
  code: newCode('GIAM'),
  title: 'Giảm 10% cho đơn thuê',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minOrder: 0,
  mode: null,
  categoryIds: [],
  firstDay: addDays(todayInVietnam(), -1),
  lastDay: addDays(todayInVietnam(), 30),
  usageLimit: 100,
  perCustomerLimit: 1,
  isPublic: true,
  ...overrides,
});

async function createVoucher(overrides: Record<string, unknown> = {}) {
  const reply = await owner.post<{ id: number; code: string; usedCount: number; state: string }>('/v1/admin/vouchers', voucherInput(overrides));
  if (reply.status !== 201) throw new Error(`create voucher → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function shopperWithSale(price = 300_000): Promise<{ shopper: Shopper; line: number }> {
  const product = await makeProduct(server, { stock: 100, salePrice: price });
  const { shopper } = await newShopper(server);
  return { shopper, line: await addSale(shopper, product.id) };
}

const place = (shopper: Shopper, line: number, voucherCode?: string) =>
  shopper.post<PlacedBody & { message?: string }>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash', ...(voucherCode ? { voucherCode } : {}) });

const voucherRow = async (id: number) => (await owner.get<{ items: Array<{ id: number; usedCount: number; discountGiven: number; state: string }> }>('/v1/admin/vouchers')).body.items.find((item) => item.id === id)!;

test('marketing creates a voucher; bad terms, a taken code and the wrong role are refused in Vietnamese', async () => {
  const created = await createVoucher({ code: newCode('tet').toLowerCase() });
  expect(created.code).toMatch(/^TET/);
  expect(created.state).toBe('running');
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ code: created.code })), 409);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ value: 120 })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ kind: 'fixed', value: 500, maxDiscount: null })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ kind: 'free_shipping', value: 0, maxDiscount: 10_000 })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ firstDay: day(5), lastDay: day(2) })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ usageLimit: 1, perCustomerLimit: 2 })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ categoryIds: [999_999] })), 400);
  expectVietnameseError(await owner.post('/v1/admin/vouchers', voucherInput({ code: 'có dấu' })), 400);
  const { member } = await loggedInStaff(server, owner, 'staff');
  expectVietnameseError(await member.post('/v1/admin/vouchers', voucherInput()), 403);
  const { member: marketing } = await loggedInStaff(server, owner, 'marketing');
  expect((await marketing.post('/v1/admin/vouchers', voucherInput())).status).toBe(201);
});

test('a shopper finds it in the wallet, checks the code, and the quote and the order carry the discount', async () => {
  const voucher = await createVoucher();
  const { shopper, line } = await shopperWithSale(300_000);
  const wallet = await shopper.get<{ items: Array<{ code: string; customerUsesLeft: number }> }>('/v1/voucher');
  expect(wallet.body.items.map((item) => item.code)).toContain(voucher.code);
  const checked = await shopper.post<{ code: string; kind: string }>('/v1/voucher/check', { code: voucher.code.toLowerCase() });
  expect(checked.body).toMatchObject({ code: voucher.code, kind: 'percent', customerUsesLeft: 1 });
  expectVietnameseError(await shopper.post('/v1/voucher/check', { code: 'KHONGCOMA' }), 404);

  const quote = await shopper.post<{ totals: Record<string, unknown>; voucher: { problem: string | null } }>('/v1/order/quote', { cartItemIds: [line], deliveryMethod: 'pickup', voucherCode: voucher.code });
  expect(quote.body.totals).toMatchObject({ voucherCode: voucher.code, voucherDiscount: 30_000, total: 270_000 });
  expect(quote.body.voucher.problem).toBeNull();

  const placed = await place(shopper, line, voucher.code);
  expect(placed.status).toBe(201);
  expect(placed.body.order.totals).toMatchObject({ voucherCode: voucher.code, voucherDiscount: 30_000, total: 270_000 });
  expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 1, discountGiven: 30_000 });

  // One use per shopper: the second order is refused and changes nothing; the wallet no longer lists it.
  const product = await makeProduct(server, { stock: 5 });
  const second = await addSale(shopper, product.id);
  expect(expectVietnameseError(await place(shopper, second, voucher.code), 409)).toBe('Bạn đã dùng hết lượt của voucher này');
  expect((await shopper.get<{ items: Array<{ code: string }> }>('/v1/voucher')).body.items.map((item) => item.code)).not.toContain(voucher.code);
  expect((await voucherRow(voucher.id)).usedCount).toBe(1);

  // Cancelling gives the use back, to the code and to the shopper.
  expect((await shopper.post(`/v1/order/${placed.body.order.id}/cancel`, {})).status).toBe(200);
  expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 0, discountGiven: 0 });
  expect((await place(shopper, second, voucher.code)).status).toBe(201);
});

test('every kind works as the admin form sends it (maxDiscount null): fixed, free delivery and an uncapped percent', async () => {
  const fixed = await createVoucher({ kind: 'fixed', value: 50_000, maxDiscount: null, title: 'Giảm 50.000 ₫' });
  const uncapped = await createVoucher({ kind: 'percent', value: 20, maxDiscount: null, title: 'Giảm 20%' });
  const delivery = await createVoucher({ kind: 'free_shipping', value: 0, maxDiscount: null, title: 'Miễn phí giao hàng' });
  const rows = (await owner.get<{ items: Array<{ id: number; maxDiscount: number | null }> }>('/v1/admin/vouchers')).body.items;
  for (const voucher of [fixed, uncapped, delivery]) expect(rows.find((row) => row.id === voucher.id)?.maxDiscount).toBeNull();

  const fixedOrder = await shopperWithSale(300_000);
  expect((await place(fixedOrder.shopper, fixedOrder.line, fixed.code)).body.order.totals).toMatchObject({ voucherDiscount: 50_000, total: 250_000 });
  // No cap: 20 % of 2.000.000 ₫ is 400.000 ₫ — not the 0 ₫ a null coerced to 0 gave.
  const bigOrder = await shopperWithSale(2_000_000);
  expect((await place(bigOrder.shopper, bigOrder.line, uncapped.code)).body.order.totals).toMatchObject({ voucherDiscount: 400_000, total: 1_600_000 });
  expect(await voucherRow(uncapped.id)).toMatchObject({ usedCount: 1, discountGiven: 400_000 });

  const { shopper, account } = await newShopper(server);
  const product = await makeProduct(server, { stock: 5, salePrice: 300_000 });
  const line = await addSale(shopper, product.id);
  const addressId = await addAddress(server, account.customer.id);
  const placed = await shopper.post<PlacedBody & { message?: string }>('/v1/order', { cartItemIds: [line], deliveryMethod: 'delivery', addressId, paymentMethod: 'bank_transfer', voucherCode: delivery.code });
  expect([placed.status, placed.body.message]).toEqual([201, undefined]);
  expect(placed.body.order.totals).toMatchObject({ shippingFee: 30_000, voucherDiscount: 30_000, total: 300_000 });
});

test('paused, not yet running and below the minimum: a Vietnamese 409, nothing placed', async () => {
  const paused = await createVoucher();
  const pause = await owner.call<{ state: string }>('PATCH', `/v1/admin/vouchers/${paused.id}`, { paused: true });
  expect(pause.body.state).toBe('paused');
  const later = await createVoucher({ firstDay: day(3), lastDay: day(10) });
  const minimum = await createVoucher({ minOrder: 1_000_000 });
  const { shopper, line } = await shopperWithSale(300_000);
  expect(expectVietnameseError(await place(shopper, line, paused.code), 409)).toBe('Voucher đang tạm dừng');
  expect(expectVietnameseError(await place(shopper, line, later.code), 409)).toMatch(/^Voucher có hiệu lực từ ngày \d{2}\/\d{2}\/\d{4}$/);
  expect(expectVietnameseError(await place(shopper, line, minimum.code), 409)).toMatch(/^Đơn hàng cần tối thiểu 1\.000\.000\s₫ để dùng voucher này$/);
  const list = await shopper.get<{ items: unknown[] }>('/v1/order/list');
  expect(list.body.items).toHaveLength(0);
  expect((await owner.call('PATCH', `/v1/admin/vouchers/${paused.id}`, { paused: false })).status).toBe(200);
  expect((await place(shopper, line, paused.code)).status).toBe(201);
});

test('50 shoppers race for a one-use code: exactly one order gets it, 49 × 409, the code counts one use', async () => {
  const voucher = await createVoucher({ usageLimit: 1 });
  const entries = [];
  for (let i = 0; i < 50; i += 1) entries.push(await shopperWithSale(300_000));
  const replies = await Promise.all(entries.map(({ shopper, line }) => place(shopper, line, voucher.code)));
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body.message).toMatch(/^Voucher (vừa )?hết lượt sử dụng|^Voucher đã hết lượt sử dụng$/);
  expect(await voucherRow(voucher.id)).toMatchObject({ usedCount: 1, discountGiven: 30_000, state: 'used_up' });
});

test('guessing codes: after 20 wrong codes in an hour the shopper gets 429', async () => {
  const { shopper } = await newShopper(server);
  const statuses: number[] = [];
  for (let i = 0; i < 22; i += 1) statuses.push((await shopper.post('/v1/voucher/check', { code: `SAI${i}X` })).status);
  expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429]);
});
