/** Shoppers ready to buy: registered (session cookie), with a delivery address and a wallet topped up through the sandbox. */
import type { Payment } from '../../../core/contracts/payment';
import type { Acknowledged } from './acknowledged';
import { addAddress, register, type ApiClient } from './api-client';
import { openPayPage, pressPay } from './sandbox-gateway';
import type { TrafficShopper } from './shopping-traffic';

/** Top-up through a sandbox gateway, the legitimate way money enters a wallet; recorded as acknowledged once paid. */
export async function topUp(client: ApiClient, customerId: number, amount: number, ack: Acknowledged): Promise<void> {
  const started = await client.post<Payment>('/v1/payment/top-up', { amount, paymentMethod: 'momo' });
  if (started.status !== 200 || started.body.action.kind !== 'redirect') throw new Error(`top-up → ${started.status} ${JSON.stringify(started.body)}`);
  const status = await pressPay(await openPayPage(started.body.action.url));
  const state = await client.get<{ status: string }>(`/v1/payment/${started.body.reference}`);
  if (status !== 303 || state.body.status !== 'paid') throw new Error(`top-up ${started.body.reference}: sandbox ${status}, payment ${state.body.status}`);
  ack.paidPayments.set(started.body.reference, { reference: started.body.reference, customerId, purpose: 'topup', orderId: null, amount });
}

export async function readyShoppers(baseUrl: string, count: number, ack: Acknowledged): Promise<TrafficShopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { client, customerId, email } = await register(baseUrl, `ben${index}`);
      const addressId = await addAddress(client);
      await topUp(client, customerId, 20_000_000, ack);
      return { client, customerId, email, addressId };
    }),
  );
}
