import { eq, sql } from 'drizzle-orm';
import { membershipPackages, walletLedger } from '../../../server/db/schema';
import { MEMBERSHIP_PACKAGES_SEED, seedMembershipPackages } from '../../../server/db/seed/membership';
import { WELCOME_CREDIT, credit } from '../../../server/modules/wallet/ledger';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, type AccountBody, type AccountsServer } from './helpers';

type Customer = AccountBody['customer'];
interface Package {
  id: number;
  name: string;
  type: string;
  color: string;
  percentDiscount: number;
  extendDay: number;
  isFreeFirstOrder: boolean;
  price: number;
  durationDays: number;
  description: string;
}
interface Entry {
  id: number;
  kind: string;
  amount: number;
  reason: string;
  description: string;
  createdAt: string;
  balanceAfter: number;
}

const DAY = 864e5;

describe('membership packages and the wallet', () => {
  let server: AccountsServer;
  let packages: Package[];
  const byName = (name: string) => packages.find((p) => p.name === name)!;
  beforeAll(async () => {
    server = await startAccountsServer();
    packages = (await new Shopper(server).get<{ items: Package[] }>('/v1/consumer-membership-package/list')).body.items;
  });
  afterAll(() => server.close());

  it('lists the three seeded packages; gets one; unknown → 404', async () => {
    expect(packages.map((p) => [p.name, p.percentDiscount, p.extendDay, p.isFreeFirstOrder, p.price, p.durationDays, p.color])).toEqual([
      ['Thành viên Bạc', 5, 1, false, 99_000, 30, '#A8A9AD'],
      ['Thành viên Vàng', 10, 2, true, 199_000, 90, '#D4AF37'],
      ['Thành viên Kim cương', 15, 3, true, 499_000, 365, '#6EC1E4'],
    ]);
    for (const p of packages) expect(p.description).toMatch(/giảm/i);
    const one = await new Shopper(server).get<Package>(`/v1/consumer-membership-package/${packages[1]!.id}`);
    expect(one.body).toEqual(packages[1]);
    expectVietnameseError(await new Shopper(server).get('/v1/consumer-membership-package/9999'), 404);
    expectVietnameseError(await new Shopper(server).get('/v1/consumer-membership-package/abc'), 400);
  });

  it('a re-seed corrects a description an earlier seed wrote (a day too many promised) and keeps one the shop edited', async () => {
    const db = server.database.db;
    const gold = MEMBERSHIP_PACKAGES_SEED.find((pkg) => pkg.type === 'MEMBERSHIP_TYPE_GOLD')!;
    const diamond = MEMBERSHIP_PACKAGES_SEED.find((pkg) => pkg.type === 'MEMBERSHIP_TYPE_DIAMOND')!;
    const earlierGold = 'Giảm 10% giá thuê trong 90 ngày, giữ đồ thêm 2 ngày miễn phí và miễn phí đơn thuê đầu tiên. Dành cho bạn thường xuyên dự tiệc, sự kiện.';
    await db.update(membershipPackages).set({ description: earlierGold }).where(eq(membershipPackages.type, gold.type));
    await db.update(membershipPackages).set({ description: 'Mô tả do cửa hàng viết' }).where(eq(membershipPackages.type, diamond.type));
    expect(await seedMembershipPackages(db)).toBe(false);
    const rows = await db.select({ type: membershipPackages.type, description: membershipPackages.description }).from(membershipPackages);
    expect(rows.find((row) => row.type === gold.type)?.description).toBe(gold.description);
    expect(rows.find((row) => row.type === diamond.type)?.description).toBe('Mô tả do cửa hàng viết');
    await db.update(membershipPackages).set({ description: diamond.description }).where(eq(membershipPackages.type, diamond.type));
  });

  it('a verified shopper has the documented welcome credit, in the ledger', async () => {
    const { shopper } = await newShopper(server);
    expect((await shopper.get('/v1/wallet')).body).toEqual({ availableBalance: 100_000, membershipAvailableBalance: 0, walletCoin: 100_000 });
    const entries = (await shopper.get<{ items: Entry[]; pagination: unknown }>('/v1/wallet/transactions')).body;
    expect(entries.items).toEqual([
      { id: expect.any(Number), kind: 'available', amount: 100_000, reason: 'welcome', description: 'Quà chào mừng thành viên mới', createdAt: expect.any(String), balanceAfter: 100_000 },
    ]);
    expect(WELCOME_CREDIT).toMatchObject({ amount: 100_000, reason: 'welcome', description: 'Quà chào mừng thành viên mới' });
    const notes = (await shopper.get<{ items: Array<{ title: string; body: string }> }>('/v1/notification/list')).body.items;
    expect(notes[0]!.body).toMatch(/100\.000\s₫/);
  });

  it('buys Silver with the wallet: debited, membership set, notified; Gold is refused for lack of funds (409)', async () => {
    const { shopper } = await newShopper(server);
    const silver = byName('Thành viên Bạc');
    const before = Date.now();
    const reply = await shopper.post<Customer>(`/v1/consumer-membership-package/${silver.id}/purchase`, { paymentMethod: 'wallet' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ availableBalance: 1_000, walletCoin: 1_000 });
    expect(reply.body.membership).toMatchObject({
      membershipPackageId: silver.id,
      name: 'Thành viên Bạc',
      type: silver.type,
      color: '#A8A9AD',
      percentDiscount: 5,
      extendDay: 1,
      isFreeFirstOrder: false,
      isUsedFreeFirstOrder: false,
    });
    const membership = reply.body.membership as { startedDate: string; expiredDate: string };
    expect(Date.parse(membership.startedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(membership.expiredDate) - Date.parse(membership.startedDate)).toBe(30 * DAY);
    expect((await shopper.get<AccountBody>('/v1/user/consumer/me')).body.customer.membership).toMatchObject({ name: 'Thành viên Bạc' });

    const short = await shopper.post(`/v1/consumer-membership-package/${byName('Thành viên Vàng').id}/purchase`, { paymentMethod: 'wallet' });
    expect(expectVietnameseError(short, 409)).toBe('Số dư ví không đủ');

    const entries = (await shopper.get<{ items: Entry[] }>('/v1/wallet/transactions')).body.items;
    expect(entries.map((e) => [e.amount, e.reason, e.balanceAfter])).toEqual([
      [-99_000, 'membership_purchase', 1_000],
      [100_000, 'welcome', 100_000],
    ]);
    const notes = (await shopper.get<{ items: Array<{ title: string }> }>('/v1/notification/list')).body.items;
    expect(notes[0]!.title).toMatch(/Thành viên Bạc/);
  });

  it('a purchase while a package is running extends from its expiry', async () => {
    const { shopper, account } = await newShopper(server);
    await credit(server.database.db, account.customer.id, { kind: 'available', amount: 500_000, reason: 'topup', description: 'Nạp tiền thử nghiệm' });
    const silver = byName('Thành viên Bạc');
    const first = (await shopper.post<Customer>(`/v1/consumer-membership-package/${silver.id}/purchase`, { paymentMethod: 'wallet' })).body.membership!;
    const second = (await shopper.post<Customer>(`/v1/consumer-membership-package/${silver.id}/purchase`, { paymentMethod: 'wallet' })).body;
    expect(second.membership!.startedDate).toBe(first.startedDate);
    expect(Date.parse(second.membership!.expiredDate as string) - Date.parse(first.expiredDate as string)).toBe(30 * DAY);
    expect(second.availableBalance).toBe(600_000 - 2 * 99_000);
  });

  it('purchase: 401 for a guest, 400 for a bad payment method, 404 for an unknown package', async () => {
    expectVietnameseError(await new Shopper(server).post('/v1/consumer-membership-package/1/purchase', { paymentMethod: 'wallet' }), 401);
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.post('/v1/consumer-membership-package/1/purchase', { paymentMethod: 'momo' }), 400);
    expectVietnameseError(await shopper.post('/v1/consumer-membership-package/1/purchase', {}), 400);
    expectVietnameseError(await shopper.post('/v1/consumer-membership-package/9999/purchase', { paymentMethod: 'wallet' }), 404);
  });

  it('concurrent double-spend: two purchases at once with money for one → exactly one succeeds', async () => {
    const { shopper } = await newShopper(server);
    const silver = byName('Thành viên Bạc');
    const replies = await Promise.all(
      [1, 2, 3].map(() => shopper.post<Customer>(`/v1/consumer-membership-package/${silver.id}/purchase`, { paymentMethod: 'wallet' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await shopper.get('/v1/wallet')).body).toMatchObject({ availableBalance: 1_000 });
  });

  it('the ledger is append-only: UPDATE, DELETE and TRUNCATE throw', async () => {
    const { account } = await newShopper(server);
    const db = server.database.db;
    await expect(db.update(walletLedger).set({ amount: 9_999_999 }).where(eq(walletLedger.customerId, account.customer.id))).rejects.toThrow();
    await expect(db.delete(walletLedger).where(eq(walletLedger.customerId, account.customer.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate wallet_ledger`)).rejects.toThrow();
    const rows = await db.select().from(walletLedger).where(eq(walletLedger.customerId, account.customer.id));
    expect(rows.map((r) => r.amount)).toEqual([100_000]);
  });

  it('balances equal the sum of the ledger for every customer (no stored balance to drift)', async () => {
    const db = server.database.db;
    const sums = await db
      .select({ customerId: walletLedger.customerId, kind: walletLedger.kind, total: sql<number>`sum(${walletLedger.amount})`.mapWith(Number) })
      .from(walletLedger)
      .groupBy(walletLedger.customerId, walletLedger.kind);
    const { balancesOf } = await import('../../../server/modules/wallet/ledger');
    for (const row of sums) {
      const balances = await balancesOf(db, row.customerId);
      expect(row.kind === 'available' ? balances.availableBalance : balances.membershipAvailableBalance).toBe(row.total);
      expect(balances.walletCoin).toBe(balances.availableBalance + balances.membershipAvailableBalance);
      expect(row.total).toBeGreaterThanOrEqual(0);
    }
  });

  it('wallet routes need a session and valid pagination', async () => {
    expectVietnameseError(await new Shopper(server).get('/v1/wallet'), 401);
    expectVietnameseError(await new Shopper(server).get('/v1/wallet/transactions'), 401);
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.get('/v1/wallet/transactions?pagination.limit=0'), 400);
  });
});
