/**
 * A shopper withdraws her wallet to a bank account over real HTTP: the amount is held at once (it cannot be spent
 * twice, 50 parallel requests on a balance that covers one get one through), staff pay it or reject it (money back),
 * and the ledger shows each step and sums to the balances.
 */
import { eq, sql } from 'drizzle-orm';
import { walletLedger } from '../../../server/db/schema';
import { expectVietnameseError, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer, Shopper } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import type { Withdrawal, RefundBoard } from '../../../core/contracts/refund';

let server: AccountsServer;
let owner: Staff;
beforeAll(async () => {
  server = await startShopServer();
  owner = (await loggedInOwner(server)).owner;
});
afterAll(async () => server.close());

interface Balances {
  availableBalance: number;
  walletCoin: number;
}
interface Entry {
  kind: string;
  amount: number;
  reason: string;
  description: string;
  balanceAfter: number;
}
const wallet = async (shopper: Shopper) => (await shopper.get<Balances>('/v1/wallet')).body;
const ledger = async (shopper: Shopper) => (await shopper.get<{ items: Entry[] }>('/v1/wallet/transactions?pagination.limit=100')).body.items;
const ask = (shopper: Shopper, amount: number, more: Record<string, unknown> = {}) =>
  shopper.post<Withdrawal>('/v1/wallet/withdrawals', { amount, bankCode: 'VCB', accountNumber: '0071000123456', accountHolder: 'Nguyễn Thị Thu Hương', ...more });

/** The ledger summed per kind, straight from the table: what the balances must equal. */
async function sums(customerId: number): Promise<Record<string, number>> {
  const rows = await server.database.db
    .select({ kind: walletLedger.kind, total: sql<number>`sum(${walletLedger.amount})`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId))
    .groupBy(walletLedger.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.total]));
}

async function customerIdOf(shopper: Shopper): Promise<number> {
  return (await shopper.get<{ customer: { id: number } }>('/v1/user/consumer/me')).body.customer.id;
}

describe('withdrawals', () => {
  test('a request holds the money at once, the holder is printed as banks do; paid closes it; the ledger balances', async () => {
    const { shopper } = await newShopper(server);
    expect((await wallet(shopper)).availableBalance).toBe(100_000);
    const asked = await ask(shopper, 60_000);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ amount: 60_000, bankCode: 'VCB', bankName: 'Vietcombank', accountHolder: 'NGUYEN THI THU HUONG', status: 'requested', reference: null });
    expect((await wallet(shopper)).availableBalance).toBe(40_000);
    // The held 60.000 cannot be spent: asking for more than the 40.000 left is refused, in Vietnamese, with the balance.
    const over = await ask(shopper, 50_000);
    expect(expectVietnameseError(over, 409)).toMatch(/^Số tiền rút vượt quá số dư khả dụng \(40\.000\s₫\)$/);

    const list = await shopper.get<{ items: Withdrawal[]; pagination: { total: number } }>('/v1/wallet/withdrawals');
    expect(list.body.items).toEqual([expect.objectContaining({ id: asked.body.id, status: 'requested' })]);

    const board = await owner.get<RefundBoard>('/v1/admin/refunds');
    expect(board.body.withdrawals).toContainEqual(expect.objectContaining({ id: asked.body.id, amount: 60_000, accountNumber: '0071000123456', status: 'requested' }));
    expectVietnameseError(await owner.post(`/v1/admin/withdrawals/${asked.body.id}/paid`, { reference: '   ' }), 400);
    const paid = await owner.post<RefundBoard>(`/v1/admin/withdrawals/${asked.body.id}/paid`, { reference: 'FT26331123456' });
    expect(paid.status).toBe(200);
    expect(paid.body.withdrawals.find((row) => row.id === asked.body.id)).toBeUndefined();
    expect(expectVietnameseError(await owner.post(`/v1/admin/withdrawals/${asked.body.id}/reject`, { reason: 'Sai tên' }), 409)).toBe('Yêu cầu rút tiền này đã được xử lý');

    expect((await wallet(shopper)).availableBalance).toBe(40_000);
    const mine = (await shopper.get<{ items: Withdrawal[] }>('/v1/wallet/withdrawals')).body.items[0];
    expect(mine).toMatchObject({ status: 'paid', reference: 'FT26331123456', settledAt: expect.any(String) });
    const lines = await ledger(shopper);
    expect(lines.slice(0, 3).map((line) => [line.kind, line.amount, line.reason])).toEqual([
      ['held', -60_000, 'withdrawal_paid'],
      ['held', 60_000, 'withdrawal_hold'],
      ['available', -60_000, 'withdrawal_hold'],
    ]);
    expect(lines[0]!.description).toContain('Đã chuyển về ngân hàng');
    expect(lines[2]!.description).toContain('Yêu cầu rút tiền');
    expect(lines[2]!.description).toContain('Vietcombank ••• 3456');
    const customerId = await customerIdOf(shopper);
    expect(await sums(customerId)).toEqual({ available: 40_000, held: 0 });
    const notes = await shopper.get<{ items: Array<{ title: string; body: string }> }>('/v1/notification/list');
    expect(notes.body.items[0]).toMatchObject({ title: 'Đã chuyển tiền rút về ngân hàng' });
    expect(notes.body.items[0]!.body).toMatch(/60\.000\s₫/);

    const audit = await owner.get<{ items: Array<{ action: string; entityId: string }> }>('/v1/admin/audit');
    expect(audit.body.items).toContainEqual(expect.objectContaining({ action: 'withdrawal.paid', entityId: String(asked.body.id) }));
  });

  test('a rejection gives the money back to the available balance with its reason', async () => {
    const { shopper } = await newShopper(server);
    const asked = await ask(shopper, 100_000, { bankCode: 'TCB', accountNumber: '19033344455566', accountHolder: 'tran van đức' });
    expect(asked.body.accountHolder).toBe('TRAN VAN DUC');
    expect((await wallet(shopper)).availableBalance).toBe(0);
    expectVietnameseError(await owner.post(`/v1/admin/withdrawals/${asked.body.id}/reject`, { reason: '' }), 400);
    const rejected = await owner.post(`/v1/admin/withdrawals/${asked.body.id}/reject`, { reason: 'Tên chủ tài khoản không khớp' });
    expect(rejected.status).toBe(200);
    expect((await wallet(shopper)).availableBalance).toBe(100_000);
    const mine = (await shopper.get<{ items: Withdrawal[] }>('/v1/wallet/withdrawals')).body.items[0];
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Tên chủ tài khoản không khớp' });
    const lines = await ledger(shopper);
    expect(lines[0]).toMatchObject({ kind: 'available', amount: 100_000, reason: 'withdrawal_rejected', balanceAfter: 100_000 });
    expect(lines[0]!.description).toContain('Hoàn lại do từ chối');
    expect(lines[1]).toMatchObject({ kind: 'held', amount: -100_000, balanceAfter: 0 });
    expect(await sums(await customerIdOf(shopper))).toEqual({ available: 100_000, held: 0 });
    const notes = await shopper.get<{ items: Array<{ title: string; body: string }> }>('/v1/notification/list');
    expect(notes.body.items[0]!.body).toContain('Tên chủ tài khoản không khớp');
  });

  test('bad input is 400 in Vietnamese; another shopper\'s withdrawal is not hers to see; staff other than the owner get 403', async () => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await ask(shopper, 50_000, { accountNumber: '12ab' }), 400);
    expectVietnameseError(await ask(shopper, 50_000, { bankCode: 'XYZ' }), 400);
    expectVietnameseError(await ask(shopper, 5_000), 400);
    expectVietnameseError(await ask(shopper, 50_000, { accountHolder: '12 34' }), 400);
    expect((await wallet(shopper)).availableBalance).toBe(100_000);
    const asked = await ask(shopper, 30_000);
    const other = (await newShopper(server)).shopper;
    const theirs = await other.get<{ items: Withdrawal[] }>('/v1/wallet/withdrawals');
    expect(theirs.body.items).toEqual([]);
    const { member } = await loggedInStaff(server, owner, 'staff');
    expectVietnameseError(await member.post(`/v1/admin/withdrawals/${asked.body.id}/paid`, { reference: 'FT1' }), 403);
    expectVietnameseError(await member.get('/v1/admin/refunds'), 403);
    expect(expectVietnameseError(await owner.post('/v1/admin/withdrawals/999999/paid', { reference: 'FT1' }), 404)).toBe('Không tìm thấy yêu cầu rút tiền');
  });

  test('50 parallel requests on a balance that covers one: exactly one is accepted, the rest 409, nothing spent twice', async () => {
    const { shopper } = await newShopper(server);
    const replies = await Promise.all(Array.from({ length: 50 }, () => ask(shopper, 80_000)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await wallet(shopper)).availableBalance).toBe(20_000);
    const list = await shopper.get<{ items: Withdrawal[]; pagination: { total: number } }>('/v1/wallet/withdrawals');
    expect(list.body.pagination.total).toBe(1);
    expect(await sums(await customerIdOf(shopper))).toEqual({ available: 20_000, held: 80_000 });
  });
});
