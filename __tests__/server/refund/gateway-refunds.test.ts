/**
 * Money back through ZaloPay's and VNPay's refund APIs (the sandbox), over real HTTP: a ZaloPay-paid order cancelled by
 * the shop and a VNPay-paid rental's deposit are refunded with the gateway's refund transaction id; asking again
 * refunds once, more than the payment took and a forged signature are refused by the gateway.
 */
import { and, eq } from 'drizzle-orm';
import { paymentSandboxTransactions, refunds } from '../../../server/db/schema';
import { createVnpayGateway } from '../../../server/modules/payment/gateways/vnpay';
import { createZaloPayGateway, zalopayRefundId } from '../../../server/modules/payment/gateways/zalopay';
import { loadSandboxKeys } from '../../../server/modules/payment/sandbox/keys';
import type { GatewayRefundRequest } from '../../../server/modules/payment/types';
import { addRent, addSale, day, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { rentalDates } from '../rental/helpers';
import { openPayPage, paymentRow, submitPayPage } from '../payment/helpers';
import type { Payment } from '../../../core/contracts/payment';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const available = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number }>('/v1/wallet')).body.availableBalance;

async function pay(shopper: Shopper, placed: { status: number; body: PlacedBody }, gateway: 'zalopay' | 'vnpay') {
  expect(placed.status).toBe(201);
  const payment = placed.body.payment as Payment;
  if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
  await submitPayPage(server, gateway, (await openPayPage(payment.action.url)).token!, 'pay');
  const paid = await paymentRow(server, payment.reference);
  expect(paid).toMatchObject({ status: 'paid', providerTransactionId: expect.stringMatching(/^\d+$/) });
  expect((await shopper.get<OrderBody>(`/v1/order/${placed.body.order.id}`)).body.status).toBe('delivering');
  return paid!;
}

const ledgerRow = async (gateway: string, reference: string) =>
  (await server.database.db.select().from(paymentSandboxTransactions).where(and(eq(paymentSandboxTransactions.gateway, gateway), eq(paymentSandboxTransactions.reference, reference))))[0];

test('a ZaloPay order cancelled by the shop goes back through ZaloPay\'s /v2/refund, once, and never beyond what was paid', async () => {
  const bag = await makeProduct(server, { stock: 3, salePrice: 250_000 });
  const { shopper } = await newShopper(server);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, bag.id, 1)], deliveryMethod: 'pickup', paymentMethod: 'zalopay' });
  const payment = await pay(shopper, placed, 'zalopay');
  const order = placed.body.order;
  const before = await available(shopper);

  const cancelled = await owner.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/cancel`, { reason: 'Sản phẩm lỗi', destination: 'gateway' });
  expect(cancelled.status).toBe(200);
  const [row] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  expect(row).toMatchObject({ destination: 'gateway', status: 'paid', amount: order.amountDue, reference: expect.stringMatching(/^[1-9]\d{14}$/) });
  const keys = await loadSandboxKeys(server.database.db);
  const refundId = zalopayRefundId(keys.zalopay.appId, `RF${row!.id}`, row!.createdAt);
  expect(await ledgerRow('zalopay_refund', refundId)).toMatchObject({ amount: order.amountDue, transactionId: row!.reference, details: expect.objectContaining({ transId: payment.providerTransactionId }) });
  expect(await available(shopper)).toBe(before);
  const mine = await shopper.get<OrderBody>(`/v1/order/${order.id}`);
  expect(mine.body.events.map((event) => event.kind).slice(-3)).toEqual(['cancelled', 'refund_pending', 'refunded']);
  expect(mine.body.events.at(-1)!.note).toContain('ZaloPay');
  expect(mine.body.events.at(-1)!.note).toContain(row!.reference!);

  const zalopay = createZaloPayGateway({ ...keys.zalopay, endpoint: `${server.url}/sandbox/zalopay/v2/create` }, true);
  const ask = (overrides: Partial<GatewayRefundRequest>): GatewayRefundRequest => ({
    refundReference: `RF${row!.id}`,
    transactionId: payment.providerTransactionId!,
    amount: order.amountDue,
    description: 'Hoan tien',
    requestedAt: row!.createdAt,
    payment: { reference: payment.reference, amount: payment.amount, startedAt: payment.createdAt },
    now: new Date(),
    serverIp: '127.0.0.1',
    ...overrides,
  });
  expect(await zalopay.refund!(ask({}))).toMatchObject({ state: 'refunded', transactionId: row!.reference });
  expect(await zalopay.refund!(ask({ amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('đã được dùng cho một yêu cầu khác') });
  expect(await zalopay.refund!(ask({ refundReference: `RF${row!.id}X`, amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('vượt quá') });
  expect(await zalopay.refund!(ask({ refundReference: 'RFX1', transactionId: '999999999999999', amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('Giao dịch gốc không tồn tại') });
  const forged = createZaloPayGateway({ ...keys.zalopay, key1: 'sai-khoa', endpoint: `${server.url}/sandbox/zalopay/v2/create` }, true);
  expect(await forged.refund!(ask({ refundReference: 'RFFORGED', amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('-402') });
  const refundRows = await server.database.db.select().from(paymentSandboxTransactions).where(eq(paymentSandboxTransactions.gateway, 'zalopay_refund'));
  expect(refundRows.filter((entry) => entry.details.transId === payment.providerTransactionId)).toHaveLength(1);
});

test('a rental paid through VNPay: its deposit goes back through VNPay\'s refund (partial, 03), once, and never beyond what was paid', async () => {
  const dress = await makeProduct(server, { stock: 2, rentalPrice: 200_000, depositPrice: 500_000, name: 'Áo dài lụa Hồng' });
  const { shopper } = await newShopper(server);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(shopper, dress.id, day(1), day(3))], deliveryMethod: 'pickup', paymentMethod: 'vnpay_atm' });
  const payment = await pay(shopper, placed, 'vnpay');
  const order = placed.body.order;
  const itemId = (order.items[0] as { id: number }).id;
  await handOverWithUnits(clerk, order.id);
  await rentalDates(server, itemId, -3, -1);
  const before = await available(shopper);

  const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'gateway' });
  expect(returned.status).toBe(200);
  expect(returned.body.order.items[0]!.rental).toMatchObject({ state: 'closed', depositRefund: 500_000, refundMethod: 'gateway' });
  const [row] = await server.database.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));
  expect(row).toMatchObject({ cause: 'deposit', destination: 'gateway', status: 'paid', amount: 500_000, reference: expect.stringMatching(/^[1-9]\d{7}$/) });
  expect(await ledgerRow('vnpay_refund', `RF${row!.id}`)).toMatchObject({
    amount: 500_000,
    transactionId: row!.reference,
    details: expect.objectContaining({ transId: payment.providerTransactionId, type: '03' }),
  });
  expect(await available(shopper)).toBe(before);

  const keys = await loadSandboxKeys(server.database.db);
  const apiUrl = `${server.url}/sandbox/vnpay/merchant_webapi/api/transaction`;
  const vnpay = createVnpayGateway({ ...keys.vnpay, url: `${server.url}/sandbox/vnpay/paymentv2/vpcpay.html`, apiUrl }, true);
  const ask = (overrides: Partial<GatewayRefundRequest>): GatewayRefundRequest => ({
    refundReference: `RF${row!.id}`,
    transactionId: payment.providerTransactionId!,
    amount: 500_000,
    description: 'Hoan tien coc',
    requestedAt: row!.createdAt,
    payment: { reference: payment.reference, amount: payment.amount, startedAt: payment.createdAt },
    now: new Date(),
    serverIp: '127.0.0.1',
    ...overrides,
  });
  expect(await vnpay.refund!(ask({}))).toMatchObject({ state: 'refunded', transactionId: row!.reference });
  const left = payment.amount - 500_000;
  expect(await vnpay.refund!(ask({ refundReference: `RF${row!.id}X`, amount: left + 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('mã 93') });
  expect(await vnpay.refund!(ask({ refundReference: 'RFY1', payment: { reference: payment.reference, amount: payment.amount, startedAt: new Date(payment.createdAt.getTime() - 86_400_000) }, amount: 1_000 }))).toMatchObject({
    state: 'refused',
    reason: expect.stringContaining('mã 91'),
  });
  const forged = createVnpayGateway({ ...keys.vnpay, hashSecret: 'sai-khoa', url: 'x', apiUrl }, true);
  expect(await forged.refund!(ask({ refundReference: 'RFFORGED', amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('mã 97') });
  // The rest of what it took may still go back, exactly once.
  expect(await vnpay.refund!(ask({ refundReference: `RF${row!.id}R`, amount: left }))).toMatchObject({ state: 'refunded' });
  expect(await vnpay.refund!(ask({ refundReference: `RF${row!.id}S`, amount: 1_000 }))).toMatchObject({ state: 'refused', reason: expect.stringContaining('vượt quá') });
});
