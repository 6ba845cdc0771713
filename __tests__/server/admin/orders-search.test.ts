/** The orders board's search over real HTTP: names without diacritics, across every tab, each hit with its tabs. */
import { eq, sql } from 'drizzle-orm';
import { startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from './helpers';
import { paidPickupRental } from '../rental/helpers';
import { customers } from '../../../server/db/schema';
import { foldedColumn } from '../../../server/shared/search-text';
import { foldText } from '../../../core/rules/fold-text';

type Hit = { order: { id: number }; tabs: string[] };
type Board = { items: Hit[]; counts: Record<string, number>; pagination: { total: number } };

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

async function rentalFor(fullName: string) {
  const rental = await paidPickupRental(server, clerk);
  await server.database.db.update(customers).set({ fullName }).where(eq(customers.userId, rental.account.user.id));
  return rental;
}
const search = async (query: string) => {
  const reply = await clerk.get<Board>(`/v1/admin/orders?${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
};
const ids = (board: Board) => board.items.map((hit) => hit.order.id);

describe('the orders search', () => {
  test('finds "Đỗ Thu Hương" from "thu huong" in every tab, each hit saying which tabs it is in', async () => {
    const waiting = await rentalFor('Đỗ Thu Hương');
    const out = await rentalFor('ĐỖ THU HƯƠNG');
    const other = await rentalFor('Lê Thu Hà');
    expect((await handOverWithUnits(clerk, out.order.id)).status).toBe(200);

    const board = await search(`q=${encodeURIComponent('thu huong')}`);
    expect(ids(board).sort()).toEqual([waiting.order.id, out.order.id].sort());
    expect(board.pagination.total).toBe(2);
    expect(board.items.find((hit) => hit.order.id === waiting.order.id)!.tabs).toEqual(['delivering']);
    expect(board.items.find((hit) => hit.order.id === out.order.id)!.tabs).toEqual(expect.arrayContaining(['done', 'due_back']));
    expect(board.counts).toMatchObject({ delivering: 1, done: 1, due_back: 1, not_paid: 0, cancelled: 0, late: 0 });

    for (const q of ['Thu Hương', 'do thu h', 'DO THU HUONG', 'đỗ']) expect(ids(await search(`q=${encodeURIComponent(q)}`))).toEqual(expect.arrayContaining([waiting.order.id, out.order.id]));
    for (const q of ['huong thu', 'uong', 'thu huongg']) expect(ids(await search(`q=${encodeURIComponent(q)}`))).toEqual([]);
    expect(ids(await search(`q=${encodeURIComponent('thu')}`)).sort()).toEqual([waiting.order.id, out.order.id, other.order.id].sort());

    // A tab named with the search narrows it to that tab; the counts still cover every tab.
    const done = await search(`view=done&q=${encodeURIComponent('thu huong')}`);
    expect(ids(done)).toEqual([out.order.id]);
    expect(done.counts.delivering).toBe(1);
    // Code and phone still find their order across tabs.
    expect(ids(await search(`q=${out.order.code}`))).toEqual([out.order.id]);
    expect(ids(await search(`q=${waiting.account.user.phone!}`))).toEqual([waiting.order.id]);
  });

  test('the SQL fold agrees with foldText on every Vietnamese letter, and the name index serves it', async () => {
    const letters = 'aàáảãạăằắẳẵặâầấẩẫậ dđ eèéẻẽẹêềếểễệ iìíỉĩị oòóỏõọôồốổỗộơờớởỡợ uùúủũụưừứửữự yỳýỷỹỵ';
    const sample = `${letters} ${letters.toUpperCase()} Nguyễn-Văn  An`;
    const [row] = await server.database.db.select({ folded: foldedColumn(sql`${sample}::text` as never) }).from(sql`(select 1) as one`);
    expect(row!.folded).toBe(` ${foldText(sample)}`);

    const plan = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select id from customers where ${foldedColumn(customers.fullName)} like '% thu huong%'`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((line) => Object.values(line)[0]).join('\n');
    });
    expect(plan).toContain('customers_folded_name_trgm_idx');
  });
});
