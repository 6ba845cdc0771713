/**
 * Ownership matrix: every route that touches a shopper's data, called by another shopper (B) with shopper A's ids
 * and by a guest. B gets 404 (a guest 401), no response carries any of A's data, and A's rows are unchanged.
 * The route list comes from the app itself, so a new route fails here until it is probed or classified.
 */
import type { AccountsServer } from '../server/accounts/helpers';
import { send, type Exchange } from './support/http';
import { OWNERSHIP_PROBES, type Actor, type MatrixContext } from './support/ownership-probes';
import { NON_SESSION_401, NOT_SHOPPER_OWNED } from './support/route-classes';
import { fetchOpenApi, openApiOperations, routeInventory, routeKey } from './support/route-inventory';
import { seedShopper, type SeededShopper } from './support/seeded-shopper';
import { startShop } from './support/shop';
import { shopperSnapshot, type Snapshot } from './support/snapshot';

jest.setTimeout(120_000);

const ACTORS: readonly Actor[] = ['other', 'guest'];

function leakedSecrets(exchange: Exchange, owner: SeededShopper): string[] {
  const visible = `${exchange.text}\n${exchange.headers.get('location') ?? ''}\n${exchange.headers.get('set-cookie') ?? ''}`;
  return owner.secrets.filter((secret) => visible.includes(secret));
}

describe('ownership matrix: shopper B and a guest never reach shopper A’s data', () => {
  let server: AccountsServer;
  let ctx: MatrixContext;
  let before: Snapshot;
  let cells = 0;

  beforeAll(async () => {
    server = await startShop({ staffToken: true });
    const a = await seedShopper(server, 'A', 1_234_567);
    const b = await seedShopper(server, 'B', 2_345_678);
    const packages = await a.shopper.get<{ items: Array<{ id: number; price: number }> }>('/v1/consumer-membership-package/list');
    const paid = packages.body.items.find((item) => item.price > 0);
    if (!paid) throw new Error('the seed has no paid membership package');
    ctx = {
      server,
      a,
      b,
      packageId: paid.id,
      async freshSessionOfB() {
        const login = await send(server.url, {
          method: 'POST',
          path: '/v1/user/consumer/login',
          headers: { 'x-user-type': 'consumer', 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: b.email, password: b.password }),
        });
        const cookie = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
        if (login.status !== 200 || !cookie) throw new Error(`log-in of B → ${login.status}`);
        return cookie;
      },
    };
    before = await shopperSnapshot(server.database.db, a.customerId);
  });
  afterAll(async () => {
    const probes = Object.values(OWNERSHIP_PROBES).reduce((sum, list) => sum + list.length, 0);
    console.info(`ownership matrix: ${cells} cells — ${probes} probes on ${Object.keys(OWNERSHIP_PROBES).length} routes, each by shopper B and by a guest`);
    await server?.close();
  });

  describe('covers every route', () => {
    it('classifies each registered route: probed by the matrix or listed as not a shopper’s, with a reason', () => {
      const registered = routeInventory(server.app).map(routeKey);
      const unclassified = registered.filter((key) => !(key in OWNERSHIP_PROBES) && !(key in NOT_SHOPPER_OWNED));
      expect(unclassified).toEqual([]);
      const stale = [...Object.keys(OWNERSHIP_PROBES), ...Object.keys(NOT_SHOPPER_OWNED)].filter((key) => !registered.includes(key));
      expect(stale).toEqual([]);
      const both = Object.keys(OWNERSHIP_PROBES).filter((key) => key in NOT_SHOPPER_OWNED);
      expect(both).toEqual([]);
    });

    it('probes every operation that documents a 401 (a session requirement) and every route with an id-like parameter', async () => {
      const operations = openApiOperations(await fetchOpenApi(server.url));
      const registered = new Set(routeInventory(server.app).map(routeKey));
      for (const operation of operations) expect(registered.has(`${operation.method} ${operation.url}`)).toBe(true);
      const needSession = operations
        .filter((operation) => operation.responses.includes('401'))
        .map((operation) => `${operation.method} ${operation.url}`)
        .filter((key) => !NON_SESSION_401.has(key));
      expect(needSession.filter((key) => !(key in OWNERSHIP_PROBES))).toEqual([]);
      // Routes with an id-like parameter are probed, unless classified as public (division codes, packages on sale).
      const idLike = [...registered].filter((key) => /:(?:id|reference|code|customerId|hash)\b/.test(key));
      const unprobed = idLike.filter((key) => !(key in OWNERSHIP_PROBES));
      expect(unprobed.filter((key) => !NOT_SHOPPER_OWNED[key]?.startsWith('public'))).toEqual([]);
    });
  });

  describe('A can reach its own ids (so the 404s below are about ownership, not missing rows)', () => {
    it('reads A’s orders, payments, address, cart line, favourite and notification', async () => {
      const { a } = ctx;
      for (const path of [`/v1/order/${a.transferOrder.id}`, `/v1/order/${a.momoOrder.id}`, `/v1/payment/${a.transferOrder.reference}`, `/v1/payment/${a.momoOrder.reference}`, `/v1/payment/${a.topUpReference}`]) {
        expect([path, (await a.shopper.get(path)).status]).toEqual([path, 200]);
      }
      const transfer = await a.shopper.get<{ payment: { action: { kind: string; qr?: { memo: string } } } }>(`/v1/order/${a.transferOrder.id}`);
      expect(transfer.body.payment.action.qr?.memo).toBe(a.transferOrder.code);
      expect((await a.shopper.get<{ items: Array<{ id: number }> }>('/v1/customer/address')).body.items.map((x) => x.id)).toContain(a.addressId);
      expect((await a.shopper.get<{ items: Array<{ id: number }> }>('/v1/cart/cart-item/list')).body.items.map((x) => x.id)).toContain(a.cartItemId);
      expect((await a.shopper.get<{ ids: number[] }>('/v1/product/favorite-product/ids')).body.ids).toContain(a.favouriteProductId);
      const notes = (await a.shopper.get<{ items: Array<{ id: number; readAt: string | null }> }>('/v1/notification/list')).body.items;
      expect(notes.find((n) => n.id === a.notificationId)?.readAt).toBeNull();
    });
  });

  describe('cells', () => {
    it.each(Object.keys(OWNERSHIP_PROBES))('%s', async (key) => {
      for (const probe of OWNERSHIP_PROBES[key]!) {
        for (const actor of ACTORS) {
          const cookie = actor === 'other' ? ctx.b.shopper.cookie : null;
          const exchange = await send(server.url, await probe.request(ctx, cookie));
          cells += 1;
          const allowed = ([] as number[]).concat(probe.expect[actor]);
          const where = `${key} — ${probe.label} — ${actor === 'other' ? 'shopper B' : 'guest'}`;
          expect({ where, status: exchange.status, allowed: allowed.includes(exchange.status) }).toEqual({ where, status: exchange.status, allowed: true });
          expect({ where, leaked: leakedSecrets(exchange, ctx.a) }).toEqual({ where, leaked: [] });
          if (actor === 'other' && exchange.status < 300 && probe.ownData) expect(exchange.text).toContain(probe.ownData(ctx));
          if (exchange.status < 400) await probe.check?.(exchange, ctx);
        }
      }
    });
  });

  describe('afterwards', () => {
    it('A’s rows are exactly as before', async () => {
      expect(await shopperSnapshot(server.database.db, ctx.a.customerId)).toEqual(before);
    });

    it('A is still logged in and sees its own data', async () => {
      const me = await ctx.a.shopper.get('/v1/customer/customer-profile');
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(ctx.a.marker);
    });
  });
});
