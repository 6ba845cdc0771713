/**
 * Paying one order twice (two tabs, or "pay again" while the first gateway page is still open) is never kept
 * silently: the second payment goes back to the wallet at once, is marked refunded, and a later cancellation
 * refunds only what the order kept — the shopper ends with exactly what they paid, never more, never less.
 */
import type { Payment } from '../../core/contracts/payment';
import { addSale, makeProduct, newShopper, startShopServer } from '../server/cart/helpers';
import type { AccountsServer } from '../server/accounts/helpers';
import type { PlacedBody } from '../server/order/helpers';
import { balanceOf, callbackVerdicts, openPayPage, submitPayPage } from '../server/payment/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(() => server.close());

const redirectUrl = (payment: Payment) => {
  if (payment.action.kind !== 'redirect') throw new Error('expected a redirect');
  return payment.action.url;
};

it('a second gateway payment for a paid order is refunded to the wallet at once, and not refunded twice', async () => {
  const bag = await makeProduct(server, { stock: 3, salePrice: 450_000 });
  const { shopper } = await newShopper(server);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, bag.id, 1)], deliveryMethod: 'pickup', paymentMethod: 'momo' });
  expect(placed.status).toBe(201);
  const { order } = placed.body;
  const first = placed.body.payment as Payment;
  const firstPage = await openPayPage(redirectUrl(first));
  // The shopper opens a second attempt in another tab before finishing the first.
  const again = await shopper.post<{ payment: Payment }>(`/v1/order/${order.id}/pay`, { paymentMethod: 'zalopay' });
  expect(again.status).toBe(200);
  const second = again.body.payment;
  const secondPage = await openPayPage(redirectUrl(second));
  const start = await balanceOf(shopper);

  await submitPayPage(server, 'zalopay', secondPage.token!, 'pay');
  expect((await shopper.get<PlacedBody['order']>(`/v1/order/${order.id}`)).body.status).toBe('delivering');
  const firstPaid = await submitPayPage(server, 'momo', firstPage.token!, 'pay');
  expect(firstPaid.status).toBe(303);
  // The gateway took the money a second time: it is back in the wallet at once.
  expect(await callbackVerdicts(server, first.reference)).toEqual(['accepted']);
  expect(await balanceOf(shopper)).toBe(start + order.amountDue);
  expect((await shopper.get<Payment>(`/v1/payment/${first.reference}`)).body.status).toBe('refunded');
  const notes = await shopper.get<{ items: Array<{ title: string }> }>('/v1/notification/list');
  expect(notes.body.items.map((note) => note.title)).toContain(`Đã hoàn tiền thanh toán thừa cho đơn hàng ${order.code}`);

  // The order kept one payment: cancelling refunds that one, not the surplus a second time.
  expect((await shopper.post(`/v1/order/${order.id}/cancel`, {})).status).toBe(200);
  expect(await balanceOf(shopper)).toBe(start + 2 * order.amountDue);
});
