/**
 * Money back where it came from, over real HTTP: a deposit refunded by bank transfer waits on the owner's board until
 * its reference is recorded; an order paid through MoMo and cancelled by the shop goes back through the sandbox's
 * refund API (once, never beyond what was paid); the shopper's own cancellation still refunds the wallet.
 */
import { eq } from 'drizzle-orm';
import { paymentSandboxTransactions, refunds } from '../../../server/db/schema';
import { addRent, addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import { openPayPage, submitPayPage } from '../payment/helpers';
import type { Payment } from '../../../core/contracts/payment';
import type { RefundBoard } from '../../../core/contracts/refund';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

/** The rest of a refund request the tests send straight to a sandbox gateway. */
const asked = { requestedAt: new Date(), payment: { reference: 'unused', amount: 1, startedAt: new Date() }, now: new Date(), serverIp: '127.0.0.1' };

const available = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number }>('/v1/wallet')).body.availableBalance;

async function momoPaidOrder() {
  const bag = await makeProduct(server, { stock: 3, salePrice: 250_000 });
  const { shopper } = await newShopper(server);
  const saleId = await addSale(shopper, bag.id, 1);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [saleId], deliveryMethod: 'pickup', paymentMethod: 'momo' });
  expect(placed.status).toBe(201);
  const payment = placed.body.payment as Payment;
  if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
  const page = await openPayPage(payment.action.url);
  await submitPayPage(server, 'momo', page.token!, 'pay');
  const paid = await shopper.get<OrderBody>(`/v1/order/${placed.body.order.id}`);
  expect(paid.body.status).toBe('delivering');
  return { shopper, order: placed.body.order, payment };
}

describe('refunds to the bank', () => {
  test('a deposit by transfer: pending on the board with the account, paid with its reference, the line closed, the shopper told', async () => {
    const { shopper, order, itemId } = await paidPickupRental(server, clerk);
    await handOverWithUnits(clerk, order.id);
    await rentalDates(server, itemId, -3, -1);
    const before = await available(shopper);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, {
      returnedOn: day(0),
      condition: 'good',
      damageCharge: 0,
      note: '',
      refundMethod: 'transfer',
      bank: { bankCode: 'BIDV', accountNumber: '21510001234567', accountHolder: 'Lê Thị Ánh' },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.order.items[0]!.rental).toMatchObject({ state: 'inspected', depositRefund: 500_000 });
    const board = await owner.get<RefundBoard>('/v1/admin/refunds');
    const owed = board.body.refunds.find((row) => row.orderId === order.id)!;
    expect(owed).toMatchObject({ cause: 'deposit', amount: 500_000, destination: 'bank', status: 'pending', bankName: 'BIDV', accountNumber: '21510001234567', accountHolder: 'LE THI ANH', orderItemId: itemId });

    expectVietnameseError(await owner.post(`/v1/admin/refunds/${owed.id}/paid`, { reference: '' }), 400);
    const paid = await owner.post<RefundBoard>(`/v1/admin/refunds/${owed.id}/paid`, { reference: 'FT26331000777' });
    expect(paid.status).toBe(200);
    expect(paid.body.refunds.find((row) => row.id === owed.id)).toBeUndefined();
    expect(expectVietnameseError(await owner.post(`/v1/admin/refunds/${owed.id}/paid`, { reference: 'FT2' }), 409)).toBe('Khoản hoàn tiền này đã được xử lý');
    const done = await owner.get<RefundBoard>('/v1/admin/refunds?view=done');
    expect(done.body.refunds.find((row) => row.id === owed.id)).toMatchObject({ status: 'paid', reference: 'FT26331000777', settledBy: expect.any(String) });

    const mine = await shopper.get<OrderBody & { items: Array<{ rental: { state: string; refundedAt: string | null } }> }>(`/v1/order/${order.id}`);
    expect(mine.body.items[0]!.rental).toMatchObject({ state: 'closed', refundedAt: expect.any(String) });
    expect(mine.body.events.at(-1)).toMatchObject({ kind: 'deposit_refunded' });
    expect(mine.body.events.at(-1)!.note).toContain('FT26331000777');
    expect(await available(shopper)).toBe(before);
    const audit = await owner.get<{ items: Array<{ action: string; entityId: string }> }>('/v1/admin/audit');
    expect(audit.body.items).toContainEqual(expect.objectContaining({ action: 'refund.paid', entityId: String(owed.id) }));
  });

  test('the shop cancels an unpaid cash order to the bank without an account: 400; a cash order cannot go back to a gateway: 409', async () => {
    const bag = await makeProduct(server, { stock: 2, salePrice: 150_000 });
    const { shopper } = await newShopper(server);
    const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, bag.id, 1)], deliveryMethod: 'pickup', paymentMethod: 'cash', walletAmount: 40_000 });
    const id = placed.body.order.id;
    expectVietnameseError(await owner.post(`/v1/admin/orders/${id}/cancel`, { reason: 'Hết hàng', destination: 'bank' }), 400);
    expect(expectVietnameseError(await owner.post(`/v1/admin/orders/${id}/cancel`, { reason: 'Hết hàng', destination: 'gateway' }), 409)).toContain('MoMo');
    expectVietnameseError(await clerk.post(`/v1/admin/orders/${id}/cancel`, { reason: 'Hết hàng', destination: 'wallet' }), 403);
    const cancelled = await owner.post<AdminOrderBody>(`/v1/admin/orders/${id}/cancel`, { reason: 'Hết hàng', destination: 'bank', bank: { bankCode: 'MB', accountNumber: '0987654321', accountHolder: 'Nguyễn Thị Lan' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    // The 40.000 paid from the wallet goes to her bank account: pending on the board, not in the wallet.
    expect(await available(shopper)).toBe(60_000);
    const board = await owner.get<RefundBoard>('/v1/admin/refunds');
    expect(board.body.refunds.find((row) => row.orderId === id)).toMatchObject({ cause: 'cancellation', amount: 40_000, destination: 'bank', bankName: 'MB Bank', accountHolder: 'NGUYEN THI LAN' });
    expectVietnameseError(await owner.post(`/v1/admin/orders/${id}/cancel`, { reason: 'Lần nữa', destination: 'wallet' }), 409);
    // The owner may put it into the wallet instead.
    const owed = board.body.refunds.find((row) => row.orderId === id)!;
    expect((await owner.post(`/v1/admin/refunds/${owed.id}/to-wallet`)).status).toBe(200);
    expect(await available(shopper)).toBe(100_000);
  });
});

describe('refunds through the gateway', () => {
  test('a MoMo order cancelled by the shop goes back through MoMo\'s refund API (sandbox), once, and never beyond what was paid', async () => {
    const { shopper, order, payment } = await momoPaidOrder();
    const before = await available(shopper);
    const cancelled = await owner.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/cancel`, { reason: 'Sản phẩm lỗi', destination: 'gateway' });
    expect(cancelled.status).toBe(200);
    const [row] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ destination: 'gateway', status: 'paid', amount: order.amountDue, reference: expect.stringMatching(/^\d{10}$/) });
    // The sandbox recorded the refund against MoMo's transaction.
    const [refunded] = await server.database.db.select().from(paymentSandboxTransactions).where(eq(paymentSandboxTransactions.reference, `RF${row!.id}`));
    expect(refunded).toMatchObject({ gateway: 'momo_refund', amount: order.amountDue, transactionId: row!.reference });
    expect(await available(shopper)).toBe(before);
    const mine = await shopper.get<OrderBody>(`/v1/order/${order.id}`);
    const kinds = mine.body.events.map((event) => event.kind);
    expect(kinds.slice(-3)).toEqual(['cancelled', 'refund_pending', 'refunded']);
    expect(mine.body.events.at(-1)!.note).toContain('MoMo');
    expect(mine.body.events.at(-1)!.note).toContain(row!.reference!);

    // The same refund asked again at MoMo moves nothing more; a second refund beyond what was paid is refused.
    const { createMomoGateway } = await import('../../../server/modules/payment/gateways/momo');
    const { loadSandboxKeys } = await import('../../../server/modules/payment/sandbox/keys');
    const keys = await loadSandboxKeys(server.database.db);
    const momo = createMomoGateway({ ...keys.momo, endpoint: `${server.url}/sandbox/momo/v2/gateway/api/create` }, true);
    const transId = (await server.database.db.select().from(paymentSandboxTransactions).where(eq(paymentSandboxTransactions.reference, payment.reference)))[0]!.transactionId!;
    const again = await momo.refund!({ ...asked, refundReference: `RF${row!.id}`, transactionId: transId, amount: order.amountDue, description: 'Hoan tien' });
    expect(again).toMatchObject({ state: 'refunded', transactionId: row!.reference });
    const beyond = await momo.refund!({ ...asked, refundReference: `RF${row!.id}X`, transactionId: transId, amount: 1_000, description: 'Hoan tien' });
    expect(beyond).toMatchObject({ state: 'refused', reason: expect.stringContaining('vượt quá') });
    const forged = await createMomoGateway({ ...keys.momo, secretKey: 'sai-khoa', endpoint: `${server.url}/sandbox/momo/v2/gateway/api/create` }, true).refund!({
      ...asked,
      refundReference: 'RFFORGED',
      transactionId: transId,
      amount: 1_000,
      description: 'x',
    });
    expect(forged).toMatchObject({ state: 'refused', reason: expect.stringContaining('11') });
  });

  test('a rental paid through MoMo: its deposit goes back through MoMo after the return, and the line closes when MoMo answers', async () => {
    const dress = await makeProduct(server, { stock: 2, rentalPrice: 200_000, depositPrice: 500_000, name: 'Áo dài lụa Hồng' });
    const { shopper } = await newShopper(server);
    const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(shopper, dress.id, day(1), day(3))], deliveryMethod: 'pickup', paymentMethod: 'momo' });
    const payment = placed.body.payment as Payment;
    if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
    await submitPayPage(server, 'momo', (await openPayPage(payment.action.url)).token!, 'pay');
    const order = placed.body.order;
    const itemId = (order.items[0] as { id: number }).id;
    await handOverWithUnits(clerk, order.id);
    await rentalDates(server, itemId, -3, -1);
    const before = await available(shopper);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'gateway' });
    expect(returned.status).toBe(200);
    expect(returned.body.order.items[0]!.rental).toMatchObject({ state: 'closed', depositRefund: 500_000, refundMethod: 'gateway' });
    const [row] = await server.database.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));
    expect(row).toMatchObject({ cause: 'deposit', destination: 'gateway', status: 'paid', amount: 500_000 });
    expect(await available(shopper)).toBe(before);
  });

  test('a cash rental cannot send its deposit to a gateway: 409 in Vietnamese, nothing recorded', async () => {
    const { order, itemId } = await paidPickupRental(server, clerk);
    await handOverWithUnits(clerk, order.id);
    await rentalDates(server, itemId, -3, -1);
    const refused = await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'gateway' });
    expectVietnameseError(refused, 409);
    expect(await server.database.db.select().from(refunds).where(eq(refunds.orderItemId, itemId))).toEqual([]);
  });

  test('the shopper cancelling herself keeps the wallet refund, recorded as a paid refund to the wallet', async () => {
    const bag = await makeProduct(server, { stock: 2, salePrice: 150_000 });
    const { shopper } = await newShopper(server);
    const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, bag.id, 1)], deliveryMethod: 'pickup', paymentMethod: 'cash', walletAmount: 30_000 });
    expect((await shopper.post(`/v1/order/${placed.body.order.id}/cancel`, { reason: 'Đổi ý' })).status).toBe(200);
    expect(await available(shopper)).toBe(100_000);
    const rows = await server.database.db.select().from(refunds).where(eq(refunds.orderId, placed.body.order.id));
    expect(rows).toEqual([expect.objectContaining({ destination: 'wallet', status: 'paid', amount: 30_000, cause: 'cancellation' })]);
  });
});
