/** Order payments through the sandbox (needs the order module): paid → delivering; paid after a cancel → wallet refund. */
import { addSale, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { Payment } from '../../../core/contracts/payment';
import type { PlacedBody } from '../order/helpers';
import { balanceOf, callbackVerdicts, followReturn, openPayPage, submitPayPage } from './helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

async function placeOrder(paymentMethod: string) {
  const bag = await makeProduct(server, { stock: 3, salePrice: 250_000 });
  const { shopper } = await newShopper(server);
  const saleId = await addSale(shopper, bag.id, 1);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [saleId], deliveryMethod: 'pickup', paymentMethod });
  expect(placed.status).toBe(201);
  return { shopper, order: placed.body.order, payment: placed.body.payment as Payment };
}

describe('an order paid through the sandbox', () => {
  it('MoMo: the IPN marks the order paid (delivering) and the return lands on the order-success page', async () => {
    const { shopper, order, payment } = await placeOrder('momo');
    expect(order.status).toBe('not_paid');
    expect(payment).toMatchObject({ method: 'momo', amount: order.amountDue, status: 'pending', sandbox: true, action: { kind: 'redirect' } });
    if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
    const page = await openPayPage(payment.action.url);
    expect(page.html).toContain(`Thanh toan don hang ${order.code}`);
    const done = await submitPayPage(server, 'momo', page.token!, 'pay');
    expect((await followReturn(done.location)).location).toBe(`/checkout/order-success?order=${order.id}`);
    const detail = await shopper.get<PlacedBody['order']>(`/v1/order/${order.id}`);
    expect(detail.body).toMatchObject({ status: 'delivering', paidAt: expect.any(String), payment: { reference: payment.reference, status: 'paid' } });
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted']);
    const read = await shopper.get(`/v1/payment/${payment.reference}`);
    expect(read.body).toMatchObject({ purpose: 'order', orderId: order.id, status: 'paid' });
  });

  it('VNPay paid after the shopper cancelled: the amount is credited to the wallet', async () => {
    const { shopper, order, payment } = await placeOrder('vnpay_atm');
    if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
    const page = await openPayPage(payment.action.url);
    expect((await shopper.post(`/v1/order/${order.id}/cancel`, {})).status).toBe(200);
    const before = await balanceOf(shopper);
    await submitPayPage(server, 'vnpay', page.token!, 'pay');
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted']);
    expect(await balanceOf(shopper)).toBe(before + order.amountDue);
    expect((await shopper.get<PlacedBody['order']>(`/v1/order/${order.id}`)).body.status).toBe('cancelled');
  });

  it('a cancelled result leaves the order not_paid so the shopper can retry', async () => {
    const { shopper, order, payment } = await placeOrder('momo');
    if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
    const page = await openPayPage(payment.action.url);
    await submitPayPage(server, 'momo', page.token!, 'cancel');
    const detail = await shopper.get<PlacedBody['order']>(`/v1/order/${order.id}`);
    expect(detail.body).toMatchObject({ status: 'not_paid', canPay: true, payment: { status: 'failed', action: { kind: 'none' } } });
  });
});
