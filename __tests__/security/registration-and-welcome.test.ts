/**
 * Nobody gets money for free by the dozen: registrations are limited per IP (20 an hour) and per device (the `did`
 * cookie, 3 a day), and the welcome credit reaches the wallet only when the email or phone is proven with a code AND
 * the shopper's first order paid with money was completed (handed over) — once per shopper, however the requests
 * race, never again for a changed address, and never for a farm of verified accounts with nothing bought.
 */
import { loadAccountsConfig } from '../../server/modules/auth/config';
import { confirmReceivedPayment } from '../../server/modules/rental/confirm-payment';
import { markDelivered } from '../../server/modules/rental/hand-over';
import { addSale, makeProduct } from '../server/cart/helpers';
import type { PlacedBody } from '../server/order/helpers';
import { codeSentTo } from '../server/accounts/outbox';
import {
  PASSWORD,
  Shopper,
  expectVietnameseError,
  newShopper,
  startAccountsServer,
  uniqueEmail,
  uniquePhone,
  type AccountBody,
  type AccountsServer,
} from '../server/accounts/helpers';

jest.setTimeout(120_000);

type Account = AccountBody & { user: { emailVerified: boolean; phoneVerified: boolean }; customer: { welcomeCreditPending: number } };

const DEFAULTS = loadAccountsConfig({}).rateLimits;
let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer(
    { rateLimits: { registrationPerIp: DEFAULTS.registrationPerIp, registrationPerDevice: DEFAULTS.registrationPerDevice } },
    { trustProxy: 1 },
  );
});
afterAll(() => server?.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const register = (ip: string, fields: Record<string, unknown> = {}, cookie?: string) =>
  fetch(`${server.url}/v1/user/consumer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-type': 'consumer', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ fullName: 'Khách Mới', email: uniqueEmail('flood'), password: PASSWORD, ...fields }),
  });

describe('registration limits', () => {
  it('one IP gets 20 accounts an hour, even when 30 arrive at once; another IP is not affected', async () => {
    expect(DEFAULTS.registrationPerIp.max).toBe(20);
    const ip = freshIp();
    const replies = await Promise.all(Array.from({ length: 30 }, () => register(ip)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(20);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(10);
    expect(((await refused[0]!.json()) as { message: string }).message).toMatch(/thử lại/);
    expect((await register(freshIp())).status).toBe(201);
  });

  it('one browser (its did cookie) gets 3 accounts a day, whatever IP it comes from', async () => {
    const first = await register(freshIp());
    expect(first.status).toBe(201);
    const did = first.headers.getSetCookie().find((cookie) => cookie.startsWith('did='))!;
    expect(did).toMatch(/HttpOnly/i);
    const cookie = did.split(';')[0]!;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await register(freshIp(), {}, cookie)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('the welcome credit waits for a verified address and a completed first order', () => {
  const send = (shopper: Shopper, channel: 'email' | 'phone') => shopper.post<{ destination: string; expiresInSeconds: number }>('/v1/user/consumer/verification', { channel });
  const confirm = (shopper: Shopper, channel: 'email' | 'phone', code: string) => shopper.post<Account>('/v1/user/consumer/verification/confirm', { channel, code });
  const wallet = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number }>('/v1/wallet')).body.availableBalance;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** A pick-up purchase paid in cash at the counter and handed over, as the back-office does it. */
  const completedPaidOrder = async (shopper: Shopper) => {
    const product = await makeProduct(server, { stock: 5, salePrice: 150_000 });
    const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, product.id)], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    expect(placed.status).toBe(201);
    await server.database.db.transaction(async (tx) => {
      await confirmReceivedPayment(tx, placed.body.order.id, { note: 'Khách trả tiền mặt tại quầy' });
      await markDelivered(tx, placed.body.order.id);
    });
  };

  it('is not in the wallet, and cannot be spent, before the email is verified; a code by email releases it once', async () => {
    const { shopper, account } = await newShopper(server, {}, { verified: false });
    const email = account.user.email!;
    expect((account as Account).customer.welcomeCreditPending).toBe(100_000);
    expect(await wallet(shopper)).toBe(0);
    const packages = (await shopper.get<{ items: Array<{ id: number; name: string }> }>('/v1/consumer-membership-package/list')).body.items;
    const silver = packages.find((pkg) => pkg.name === 'Thành viên Bạc')!;
    expectVietnameseError(await shopper.post(`/v1/consumer-membership-package/${silver.id}/purchase`, { paymentMethod: 'wallet' }), 409);

    const sent = await send(shopper, 'email');
    expect(sent.status).toBe(200);
    expect(sent.body.destination).not.toContain(email.split('@')[0]);
    const code = await codeSentTo(server, email);
    expectVietnameseError(await confirm(shopper, 'email', wrong(code)), 400);

    // The right code sent 20 times at once: verified, and still nothing to spend before a first completed order.
    const replies = await Promise.all(Array.from({ length: 20 }, () => confirm(shopper, 'email', code)));
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await wallet(shopper)).toBe(0);
    const verified = (await shopper.get<Account>('/v1/user/consumer/me')).body;
    expect(verified.user.emailVerified).toBe(true);
    expect(verified.customer.welcomeCreditPending).toBe(100_000);
    // The first order paid with money is handed over: the credit arrives, once; a second completed order adds nothing.
    await completedPaidOrder(shopper);
    expect(await wallet(shopper)).toBe(100_000);
    await completedPaidOrder(shopper);
    expect(await wallet(shopper)).toBe(100_000);
    const me = (await shopper.get<Account>('/v1/user/consumer/me')).body;
    expect(me.customer.welcomeCreditPending).toBe(0);
    expectVietnameseError(await send(shopper, 'email'), 409);

    // A new address is not verified; proving it gives nothing more.
    const changed = uniqueEmail('moi');
    expect((await shopper.put('/v1/customer/customer-profile', { fullName: 'Nguyễn Thị Lan', email: changed })).status).toBe(200);
    expect((await shopper.get<Account>('/v1/user/consumer/me')).body.user.emailVerified).toBe(false);
    expect((await send(shopper, 'email')).status).toBe(200);
    expect((await confirm(shopper, 'email', await codeSentTo(server, changed))).status).toBe(200);
    expect(await wallet(shopper)).toBe(100_000);
  });

  it('a phone-only account verifies by SMS (the outbox in development)', async () => {
    const { shopper, account } = await newShopper(server, { email: undefined, phone: uniquePhone() }, { verified: false });
    const phone = account.user.phone!;
    expect((await send(shopper, 'phone')).status).toBe(200);
    expectVietnameseError(await send(shopper, 'email'), 400);
    // An order completed before the address was proven: the proof is the last step, and gives the credit.
    await completedPaidOrder(shopper);
    expect(await wallet(shopper)).toBe(0);
    expect((await confirm(shopper, 'phone', await codeSentTo(server, phone))).status).toBe(200);
    expect(await wallet(shopper)).toBe(100_000);
  });

  it('a farm of 20 verified accounts from one address holds 0 ₫ to spend', async () => {
    const ip = freshIp();
    const farm = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const registered = await register(ip);
        expect(registered.status).toBe(201);
        const session = registered.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))!;
        const shopper = new Shopper(server);
        shopper.cookie = session.split(';')[0]!.slice('sid='.length);
        await send(shopper, 'email');
        const { user } = (await registered.json()) as Account;
        expect((await confirm(shopper, 'email', await codeSentTo(server, user.email!))).status).toBe(200);
        return shopper;
      }),
    );
    const balances = await Promise.all(farm.map((shopper) => shopper.get<{ walletCoin: number }>('/v1/wallet')));
    expect(balances.map((reply) => reply.body.walletCoin)).toEqual(Array(20).fill(0));
  });

  it('a code cannot be guessed: 5 tries per code, 10 per account in 15 minutes, parallel guesses included', async () => {
    const { shopper, account } = await newShopper(server, {}, { verified: false });
    await send(shopper, 'email');
    const code = await codeSentTo(server, account.user.email!);
    const guesses = await Promise.all(Array.from({ length: 5 }, (_, i) => confirm(shopper, 'email', wrong(String(Number(code) + i)))));
    expect(guesses.every((reply) => reply.status === 400)).toBe(true);
    // The sixth try, even with the right code, is refused: that code is spent.
    expectVietnameseError(await confirm(shopper, 'email', code), 400);
    await send(shopper, 'email');
    const fresh = await codeSentTo(server, account.user.email!);
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => confirm(shopper, 'email', wrong(String(Number(fresh) + i)))));
    expect(flood.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(26);
    expect(await wallet(shopper)).toBe(0);
  });

  it('a right code wipes the wrong tries before it, and racing duplicates of it are not counted as guesses', async () => {
    const { shopper, account } = await newShopper(server, {}, { verified: false });
    await send(shopper, 'email');
    const code = await codeSentTo(server, account.user.email!);
    for (let i = 0; i < 4; i++) expectVietnameseError(await confirm(shopper, 'email', wrong(String(Number(code) + i))), 400);
    // 4 wrong + 20 racing copies of the right one: copies over the limit may be refused (429), never all of them, and
    // none of them is still counted once the address is verified.
    const replies = await Promise.all(Array.from({ length: 20 }, () => confirm(shopper, 'email', code)));
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(replies.every((reply) => [200, 409, 429].includes(reply.status))).toBe(true);

    const changed = uniqueEmail('doi');
    expect((await shopper.put('/v1/customer/customer-profile', { fullName: 'Nguyễn Thị Lan', email: changed })).status).toBe(200);
    await send(shopper, 'email');
    const first = await codeSentTo(server, changed);
    for (let i = 0; i < 4; i++) expectVietnameseError(await confirm(shopper, 'email', wrong(String(Number(first) + i))), 400);
    await send(shopper, 'email');
    const next = await codeSentTo(server, changed);
    for (let i = 0; i < 2; i++) expectVietnameseError(await confirm(shopper, 'email', wrong(String(Number(next) + i))), 400);
    // 7 tries for the new address; with the first address's 5 still counted this would be over the limit of 10.
    expect((await confirm(shopper, 'email', next)).status).toBe(200);
    expect((await shopper.get<Account>('/v1/user/consumer/me')).body.user.emailVerified).toBe(true);
  });

  it('a code sent to the old address does not verify a new one', async () => {
    const { shopper, account } = await newShopper(server, {}, { verified: false });
    await send(shopper, 'email');
    const code = await codeSentTo(server, account.user.email!);
    expect((await shopper.put('/v1/customer/customer-profile', { fullName: 'Nguyễn Thị Lan', email: uniqueEmail('khac') })).status).toBe(200);
    expectVietnameseError(await confirm(shopper, 'email', code), 400);
    expect(await wallet(shopper)).toBe(0);
  });

  it('a guest cannot ask for or confirm a code', async () => {
    const guest = new Shopper(server);
    expectVietnameseError(await guest.post('/v1/user/consumer/verification', { channel: 'email' }), 401);
    expectVietnameseError(await guest.post('/v1/user/consumer/verification/confirm', { channel: 'email', code: '123456' }), 401);
  });
});
