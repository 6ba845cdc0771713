/**
 * The accountant's export over real HTTP and against the day's board: seeded orders (a rental returned late with a
 * damage charge, one still out, a sale, a cancelled one), the CSV parsed and the workbook read back with exceljs, each
 * table's totals row equal to the sum of its rows and the revenue equal to the board's for the same days.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { orders } from '../../../server/db/schema';
import { todayBoard } from '../../../server/modules/admin/today';
import { accountantReport } from '../../../server/modules/admin/report-export';
import { reportCsv } from '../../../server/modules/admin/report-files';
import { addDays } from '../../../core/rules/rental-dates';
import { addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { fetchFile } from '../helpers/documents';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from './helpers';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
/** What the cancelled order's shopper got back in her wallet (the cancellation terms may keep a part). */
let cancelRefund = 0;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  // A rental back late and damaged today: its fees count today.
  const late = await paidPickupRental(server, clerk);
  await handOverWithUnits(clerk, late.order.id);
  await rentalDates(server, late.itemId, -4, -2);
  const returned = await clerk.post(`/v1/admin/orders/${late.order.id}/items/${late.itemId}/return`, { returnedOn: day(0), condition: 'damaged', damageCharge: 50_000, note: 'Rách lót', refundMethod: 'wallet' });
  if (returned.status !== 200) throw new Error(`return → ${returned.status}`);
  // A rental still out: its deposit is held.
  const out = await paidPickupRental(server, clerk);
  await handOverWithUnits(clerk, out.order.id);
  // A sale, paid yesterday (counted in yesterday's revenue only).
  const shoes = await makeProduct(server, { stock: 3, salePrice: 90_000 });
  const { shopper } = await newShopper(server);
  const sale = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, shoes.id, 2)], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  await clerk.post(`/v1/admin/orders/${sale.body.order.id}/confirm-payment`, {});
  await server.database.db.update(orders).set({ paidAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.id, sale.body.order.id));
  // A paid order cancelled afterwards: not revenue, and its money goes back.
  const cancelled = await paidPickupRental(server, clerk);
  const cancel = await cancelled.shopper.post(`/v1/order/${cancelled.order.id}/cancel`, { reason: 'Đổi ý' });
  if (cancel.status !== 200) throw new Error(`cancel → ${cancel.status} ${JSON.stringify(cancel.body)}`);
  const ledger = await cancelled.shopper.get<{ items: Array<{ reason: string; amount: number }> }>('/v1/wallet/transactions');
  cancelRefund = ledger.body.items.filter((entry) => entry.reason === 'order_refund').reduce((sum, entry) => sum + entry.amount, 0);
});
afterAll(async () => server.close());

/** The CSV's sections: name → header and rows (the totals row last). */
function parseCsv(bytes: Buffer): Map<string, { header: string[]; rows: string[][] }> {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const blocks = text.slice(1).split('\r\n\r\n').map((block) => block.split('\r\n').filter(Boolean));
  const sections = new Map<string, { header: string[]; rows: string[][] }>();
  for (const block of blocks.slice(1)) {
    // Quoted cells only where a value holds ; or " — none of the seeded data does.
    const [name, header, ...rows] = block.map((line) => line.split(';'));
    if (name && header) sections.set(name[0]!, { header, rows });
  }
  return sections;
}

const column = (section: { header: string[]; rows: string[][] }, header: string) => {
  const index = section.header.indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
};
const sumOf = (section: { header: string[]; rows: string[][] }, header: string) => {
  const index = column(section, header);
  const body = section.rows.slice(0, -1);
  const total = section.rows.at(-1)!;
  expect(total[0]).toBe('Tổng cộng');
  const sum = body.reduce((acc, row) => acc + Number(row[index]), 0);
  expect(Number(total[index])).toBe(sum);
  return sum;
};

describe('the export against the day’s board', () => {
  test('today’s CSV: every totals row is its rows’ sum and the revenue is the board’s', async () => {
    const board = (await owner.get<{ revenue: { today: number; month: number } }>('/v1/admin/today')).body;
    const file = await fetchFile(server, `/v1/admin/reports/export?from=${day(0)}&to=${day(0)}&format=csv`, owner);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="bao-cao-${day(0)}-${day(0)}.csv"`);
    const sections = parseCsv(file.bytes);
    expect([...sections.keys()]).toEqual(['Tổng hợp', 'Đơn hàng', 'Dòng đơn', 'Thanh toán và hoàn tiền', 'Phí trả muộn và hư hỏng', 'Tiền cọc giữ cuối kỳ']);
    const orderRevenue = sumOf(sections.get('Đơn hàng')!, 'Doanh thu');
    const lateFees = sumOf(sections.get('Phí trả muộn và hư hỏng')!, 'Phí trả muộn');
    const damage = sumOf(sections.get('Phí trả muộn và hư hỏng')!, 'Phí hư hỏng');
    expect(lateFees).toBe(40_000);
    expect(damage).toBe(50_000);
    // Three rentals paid today (one cancelled since): two count, 200.000 ₫ of rent each (and 500.000 ₫ deposit).
    expect(sections.get('Đơn hàng')!.rows).toHaveLength(2 + 1);
    expect(orderRevenue).toBe(400_000);
    const summary = new Map(sections.get('Tổng hợp')!.rows.map(([label, value]) => [label!, Number(value)]));
    expect(summary.get('Tổng doanh thu (như bảng Hôm nay)')).toBe(orderRevenue + lateFees + damage);
    expect(summary.get('Tổng doanh thu (như bảng Hôm nay)')).toBe(board.revenue.today);
    // Held at the end of today: the rental still out (500.000 ₫); the returned one was refunded, the cancelled one too.
    expect(sumOf(sections.get('Tiền cọc giữ cuối kỳ')!, 'Phải hoàn / đang giữ')).toBe(500_000);
    expect(summary.get('Tiền cọc đang giữ cuối kỳ (phải hoàn)')).toBe(500_000);
    const money = sections.get('Thanh toán và hoàn tiền')!;
    expect(sumOf(money, 'Tiền thu')).toBe(3 * 700_000);
    // The deposit back less the fees (410.000 ₫) and what the cancellation gave back.
    expect(cancelRefund).toBeGreaterThan(0);
    expect(sumOf(money, 'Tiền hoàn')).toBe(410_000 + cancelRefund);
    expect(sumOf(sections.get('Dòng đơn')!, 'Tiền cọc')).toBe(1_000_000);
  });

  test('the month’s workbook, read back with exceljs: its sheets’ totals and the board’s month revenue', async () => {
    const board = (await owner.get<{ today: string; revenue: { month: number } }>('/v1/admin/today')).body;
    const monthStart = `${board.today.slice(0, 8)}01`;
    const monthEnd = addDays(`${addDays(monthStart, 31).slice(0, 8)}01`, -1);
    const file = await fetchFile(server, `/v1/admin/reports/export?from=${monthStart}&to=${monthEnd}&format=xlsx`, owner);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Tổng hợp', 'Đơn hàng', 'Dòng đơn', 'Thanh toán và hoàn tiền', 'Phí trả muộn và hư hỏng', 'Tiền cọc giữ cuối kỳ']);
    const summary = book.getWorksheet('Tổng hợp')!;
    const values = new Map<string, number>();
    summary.eachRow((row, index) => {
      if (index > 1) values.set(String(row.getCell(1).value), Number(row.getCell(2).value));
    });
    const ordersSheet = book.getWorksheet('Đơn hàng')!;
    const revenueColumn = (ordersSheet.getRow(1).values as unknown[]).indexOf('Doanh thu');
    let sum = 0;
    ordersSheet.eachRow((row, index) => {
      if (index > 1 && index < ordersSheet.rowCount) sum += Number(row.getCell(revenueColumn).value);
    });
    const totals = ordersSheet.getRow(ordersSheet.rowCount);
    expect(totals.getCell(1).value).toBe('Tổng cộng');
    expect((totals.getCell(revenueColumn).value as { formula: string; result: number }).result).toBe(sum);
    // The month holds yesterday's sale too (2 × 90.000 ₫), unless today is the 1st.
    expect(sum).toBe(board.today.endsWith('-01') ? 400_000 : 580_000);
    expect(values.get('Tổng doanh thu (như bảng Hôm nay)')).toBe(board.revenue.month);
  });

  test('any single day, computed on both sides, agrees', async () => {
    const { db } = server.database;
    for (const offset of [-1, 0, 1]) {
      const date = day(offset);
      const board = await todayBoard(db, date);
      const report = await accountantReport(db, date, date);
      expect(report.summary.revenue).toBe(board.revenue.today);
    }
  });
});

describe('asking for an export', () => {
  test('bad days and ranges are refused in Vietnamese; staff may not export; the export is in the audit log', async () => {
    expect(expectVietnameseError(await owner.get('/v1/admin/reports/export?from=2026-02-30&to=2026-03-01'), 400)).toBe('Ngày không hợp lệ');
    expect(expectVietnameseError(await owner.get('/v1/admin/reports/export?from=hôm-qua&to=2026-03-01'), 400)).toBe('Ngày không hợp lệ');
    expect(expectVietnameseError(await owner.get('/v1/admin/reports/export?from=2026-03-02&to=2026-03-01'), 400)).toContain('trước hoặc bằng');
    expect(expectVietnameseError(await owner.get('/v1/admin/reports/export?from=2025-01-01&to=2026-01-02'), 400)).toContain('tối đa 366 ngày');
    expectVietnameseError(await owner.get(`/v1/admin/reports/export?from=${day(0)}&to=${day(0)}&format=pdf`), 400);
    expect((await fetchFile(server, '/v1/admin/reports/export?from=2024-01-01&to=2024-12-31', owner)).status).toBe(200);
    expectVietnameseError(await clerk.get(`/v1/admin/reports/export?from=${day(0)}&to=${day(0)}`), 403);
    const audit = await owner.get<{ items: Array<{ action: string; entity: string; after: Record<string, unknown> }> }>('/v1/admin/audit?entity=report');
    expect(audit.body.items[0]).toMatchObject({ action: 'report.export', entity: 'report', after: { dateFrom: '2024-01-01', dateTo: '2024-12-31', format: 'csv' } });
  });
});

test('a name that looks like a formula stays text in the CSV; amounts stay numbers; a ; in a value is quoted', () => {
  const csv = reportCsv({
    from: '2026-01-01',
    to: '2026-01-01',
    summary: { orderRevenue: 0, lateFees: 0, damageCharges: 0, revenue: 0, received: 0, refunded: 0, depositsHeld: 0 },
    sheets: [
      {
        name: 'Đơn hàng',
        columns: [
          { key: 'customer', header: 'Khách hàng', kind: 'text' },
          { key: 'amount', header: 'Số tiền', kind: 'money' },
        ],
        rows: [
          { customer: '=HYPERLINK("http://x.invalid";"Bấm")', amount: -5 },
          { customer: 'Lê; Văn Tám', amount: 5 },
        ],
        totals: { amount: 0 },
      },
    ],
  }).toString('utf8');
  expect(csv).toContain(`"'=HYPERLINK(""http://x.invalid"";""Bấm"")";-5`);
  expect(csv).toContain('"Lê; Văn Tám";5');
});
