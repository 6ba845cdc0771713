/**
 * Fuzzing generated from GET /v1/openapi.json (plus the hidden routes the app registered): wrong types, missing and
 * extra fields, 100k-character strings, odd Unicode, hostile numbers, malformed JSON, wrong content types, bad path
 * and query values — anonymous, with a logged-in shopper's cookie, and (the back-office's routes) with the owner's
 * staff session, from a fixed seed. Every answer is < 500, a 4xx carries a Vietnamese message, a rejected request
 * changes none of the shopper's rows, and the server still answers /v1/health at the end.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../server/db/schema';
import { createOwner } from '../../server/modules/admin/staff';
import type { AccountsServer } from '../server/accounts/helpers';
import { fuzzRequests, type FuzzTarget } from './support/fuzz/cases';
import { addTally, emptyTally, runFuzz, type FuzzTally } from './support/fuzz/runner';
import type { Hints } from './support/fuzz/sample';
import { openSession, openStaffSession, sessionIsLive, staffSessionIsLive } from './support/fuzz/session';
import { fuzzTargets } from './support/fuzz/targets';
import { jsonHeaders } from './support/http';
import { Prng } from './support/prng';
import { fetchOpenApi, type OpenApiDocument } from './support/route-inventory';
import { seedShopper, type SeededShopper } from './support/seeded-shopper';
import { startShop } from './support/shop';
import { shopperFingerprint, shopperSnapshot, type Snapshot } from './support/snapshot';

jest.setTimeout(30 * 60_000);

const SEED = 20_250_601;
const DOCUMENTED_QUOTA = { min: 50, max: 60 };
const HIDDEN_QUOTA = { min: 20, max: 25 };
const REQUIRED_TOTAL = 5_000;

interface Fixture {
  productId: number;
  productLink: string;
  imageKey: string;
  contentGroup: string;
  contentLink: string;
  packageId: number;
  ownerId: number;
  memberId: number;
}

/** Real values for the parameters of each route, so mutations reach past the "not found" checks. */
function hintsFor(target: FuzzTarget, shopper: SeededShopper, fixture: Fixture): Hints {
  const common: Hints = {
    productId: fixture.productId,
    packageId: fixture.packageId,
    addressId: shopper.addressId,
    cartItemIds: [shopper.cartItemId],
    ids: [shopper.cartItemId],
    link: fixture.productLink,
  };
  const byRoute: Record<string, Hints> = {
    '/v1/customer/address/:id': { id: shopper.addressId },
    '/v1/notification/:id/read': { id: shopper.notificationId },
    '/v1/cart/cart-item/:id': { id: shopper.cartItemId },
    '/v1/order/:id': { id: shopper.transferOrder.id },
    '/v1/order/:id/cancel': { id: shopper.momoOrder.id },
    '/v1/order/:id/pay': { id: shopper.transferOrder.id },
    '/v1/order/:id/items/:itemId/extension': { id: shopper.transferOrder.id, itemId: shopper.transferOrder.itemId },
    '/v1/order/:id/items/:itemId/photos/:photoId': { id: shopper.transferOrder.id, itemId: shopper.transferOrder.itemId },
    '/v1/payment/:reference': { reference: shopper.transferOrder.reference },
    '/v1/staff/order/:code/paid': { code: shopper.transferOrder.code },
    '/v1/staff/order/:code/delivered': { code: shopper.transferOrder.code },
    '/v1/consumer-membership-package/:id': { id: fixture.packageId },
    '/v1/consumer-membership-package/:id/purchase': { id: fixture.packageId },
    '/v1/customer/avatar/upload/:customerId/:hash': { customerId: shopper.customerId },
    '/v1/content/page/:group/:link': { group: fixture.contentGroup, link: fixture.contentLink },
    '/images/:size/*': { size: '200x200', '*': fixture.imageKey },
    '/v1/admin/orders/:id': { id: shopper.transferOrder.id },
    '/v1/admin/orders/:id/confirm-payment': { id: shopper.transferOrder.id },
    '/v1/admin/orders/:id/hand-over': { id: shopper.transferOrder.id },
    '/v1/admin/orders/:id/items/:itemId/return': { id: shopper.transferOrder.id, itemId: shopper.transferOrder.itemId },
    '/v1/admin/orders/:id/items/:itemId/refund-paid': { id: shopper.transferOrder.id, itemId: shopper.transferOrder.itemId },
    '/v1/admin/products/:id': { id: fixture.productId },
    '/v1/admin/staff/:id': { id: fixture.memberId },
    '/v1/admin/staff/:id/password-reset': { id: fixture.memberId },
  };
  return { ...common, ...byRoute[target.url] };
}

/** An owner (whose session fuzzes the back-office) and a member of staff for the routes that take a staff id. */
async function staffAccounts(server: AccountsServer): Promise<{ ownerId: number; memberId: number }> {
  const { db } = server.database;
  await createOwner(db, { email: 'chu.fuzz@thuedo.test', fullName: 'Chủ cửa hàng', password: 'chu-cua-hang-2026' });
  const [owner] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, 'chu.fuzz@thuedo.test'));
  const [member] = await db
    .insert(staffUsers)
    .values({ email: 'nhan.vien.fuzz@thuedo.test', fullName: 'Trần Văn Minh', role: 'staff', passwordHash: 'reset', createdBy: owner!.id })
    .returning({ id: staffUsers.id });
  return { ownerId: owner!.id, memberId: member!.id };
}

/** The tables whose rows differ between two snapshots. */
function diffKeys(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function logTally(label: string, tally: FuzzTally): void {
  const classes = Object.entries(tally.byClass).sort().map(([key, count]) => `${key}: ${count}`).join(', ');
  const statuses = Object.entries(tally.byStatus).sort().map(([key, count]) => `${key}×${count}`).join(' ');
  console.info(`fuzz ${label}: ${tally.total} requests — ${classes} (${statuses})`);
}

describe('fuzzing every API operation from the OpenAPI document', () => {
  let server: AccountsServer;
  let doc: OpenApiDocument;
  let targets: FuzzTarget[];
  let shopper: SeededShopper;
  let bystander: SeededShopper;
  let bystanderBefore: Snapshot;
  let fixture: Fixture;
  const total = emptyTally();

  beforeAll(async () => {
    server = await startShop({ noRateLimits: true, staffToken: true });
    doc = await fetchOpenApi(server.url);
    const { documented, hidden } = fuzzTargets(doc, server.app);
    targets = [...documented, ...hidden];
    shopper = await seedShopper(server, 'F', 1_111_111);
    bystander = await seedShopper(server, 'G', 2_222_222);
    bystanderBefore = await shopperSnapshot(server.database.db, bystander.customerId);
    const products = await shopper.shopper.get<{ items: Array<{ id: number; link: string; imageKey: string }> }>('/v1/product/list?kind=prod&pagination.limit=1');
    const pages = await shopper.shopper.get<{ items: Array<{ group: string; link: string }> }>('/v1/content/pages');
    const packages = await shopper.shopper.get<{ items: Array<{ id: number }> }>('/v1/consumer-membership-package/list');
    fixture = {
      productId: products.body.items[0]!.id,
      productLink: products.body.items[0]!.link,
      imageKey: products.body.items[0]!.imageKey,
      contentGroup: pages.body.items[0]!.group,
      contentLink: pages.body.items[0]!.link,
      packageId: packages.body.items[0]!.id,
      ...(await staffAccounts(server)),
    };
  });
  afterAll(async () => {
    logTally('total', total);
    // FUZZ_PROBLEMS_FILE=<path>: every problem found, one a line (the assertions show the first 40).
    if (process.env.FUZZ_PROBLEMS_FILE) fs.writeFileSync(process.env.FUZZ_PROBLEMS_FILE, total.problems.join('\n'));
    await server?.close();
  });

  function requestsFor(prng: Prng, cookie: string | null, staffCookie: string | null = null) {
    const chosen = staffCookie ? targets.filter((target) => target.url.startsWith('/v1/admin/')) : targets;
    return chosen.flatMap((target) =>
      fuzzRequests(target, {
        doc,
        hints: hintsFor(target, shopper, fixture),
        prng,
        baseHeaders: staffCookie ? { 'x-user-type': 'staff', cookie: `ssid=${staffCookie}` } : jsonHeaders(cookie, false),
        ...(target.hidden ? HIDDEN_QUOTA : DOCUMENTED_QUOTA),
      }),
    );
  }

  it('covers every documented operation', () => {
    const documented = targets.filter((target) => !target.hidden).map((target) => `${target.method} ${target.url}`);
    expect(documented).toEqual(expect.arrayContaining(['POST /v1/order', 'PUT /v1/customer/address/:id', 'GET /v1/payment/:reference']));
    expect(documented.length).toBe(Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0));
  });

  it('anonymous: every answer < 500, every 4xx in Vietnamese', async () => {
    const tally = await runFuzz(server.url, requestsFor(new Prng(SEED), null));
    addTally(total, tally);
    logTally('anonymous', tally);
    expect(tally.problems.slice(0, 40)).toEqual([]);
  });

  it('logged in: same, and a rejected request changes none of the shopper’s rows', async () => {
    const { db } = server.database;
    let cookie = await openSession(db, shopper.customerId);
    const requests = requestsFor(new Prng(SEED + 1), cookie);
    let baseline = await shopperSnapshot(db, shopper.customerId);
    let fingerprint = await shopperFingerprint(db, shopper.customerId);
    const tally = await runFuzz(server.url, requests, async (_request, exchange) => {
      if (exchange.status >= 400) {
        if ((await shopperFingerprint(db, shopper.customerId)) === fingerprint) return null;
        const now = await shopperSnapshot(db, shopper.customerId);
        const changed = diffKeys(baseline, now);
        // Blame this request only, not the ones after it.
        baseline = now;
        fingerprint = await shopperFingerprint(db, shopper.customerId);
        return `rejected, yet the shopper's rows changed: ${JSON.stringify(changed)}`;
      }
      // Accepted: this request may change the shopper's rows (and end its session); carry on from there.
      if (!(await sessionIsLive(db, cookie))) {
        const fresh = await openSession(db, shopper.customerId);
        for (const later of requests) later.headers.cookie = later.headers.cookie?.replace(`sid=${cookie}`, `sid=${fresh}`) ?? `sid=${fresh}`;
        cookie = fresh;
      }
      baseline = await shopperSnapshot(db, shopper.customerId);
      fingerprint = await shopperFingerprint(db, shopper.customerId);
      return null;
    });
    addTally(total, tally);
    logTally('logged in', tally);
    expect(tally.problems.slice(0, 40)).toEqual([]);
  });

  it('sent at least 5,000 requests, and the server still answers /v1/health', async () => {
    expect(total.total).toBeGreaterThanOrEqual(REQUIRED_TOTAL);
    const health = await fetch(`${server.url}/v1/health`);
    expect(health.status).toBe(200);
  });

  it('left another shopper’s rows untouched', async () => {
    expect(await shopperSnapshot(server.database.db, bystander.customerId)).toEqual(bystanderBefore);
  });

  // Last: staff may legitimately change shoppers' orders, so this runs after the bystander's rows are compared.
  it('as the owner, on the back-office routes: every answer < 500, every 4xx in Vietnamese', async () => {
    const { db } = server.database;
    let cookie = await openStaffSession(db, fixture.ownerId);
    const requests = requestsFor(new Prng(SEED + 2), null, cookie);
    expect(requests.length).toBeGreaterThan(1_000);
    const tally = await runFuzz(server.url, requests, async () => {
      // A fuzz request may log the owner out: carry on with a new session.
      if (!(await staffSessionIsLive(db, cookie))) {
        const fresh = await openStaffSession(db, fixture.ownerId);
        for (const later of requests) later.headers.cookie = later.headers.cookie?.replace(`ssid=${cookie}`, `ssid=${fresh}`) ?? `ssid=${fresh}`;
        cookie = fresh;
      }
      return null;
    });
    addTally(total, tally);
    logTally('owner', tally);
    expect(tally.byStatus[401] ?? 0).toBeLessThan(tally.total / 4);
    expect(tally.problems.slice(0, 40)).toEqual([]);
    expect((await fetch(`${server.url}/v1/health`)).status).toBe(200);
  });
});
