/**
 * The accountant's export and the slips, as the owner and the shopper use them: a rental is paid and handed over;
 * the owner prints its hand-over slip from the order (the page and the PDF), the shopper downloads hers from her
 * order, and the owner downloads this month's CSV from the day's board — each table's totals row is its rows' sum and the
 * revenue is the board's.
 */
import fs from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ok, ownerLogsIn, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { handOverApi } from './support/sizes';

const STAFF = { 'X-User-Type': 'staff' };
const stamp = Date.now().toString().slice(-6);

/** The CSV's sections (UTF-8 with BOM, `;`, sections split by a blank line): name → header and rows, totals row last. */
function sections(csv: string): Map<string, { header: string[]; rows: string[][] }> {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const out = new Map<string, { header: string[]; rows: string[][] }>();
  for (const block of csv.slice(1).split('\r\n\r\n').slice(1)) {
    const [name, header, ...rows] = block.split('\r\n').filter(Boolean).map((line) => line.split(';'));
    if (name && header) out.set(name[0]!, { header, rows });
  }
  return out;
}

function columnSum(section: { header: string[]; rows: string[][] }, header: string): number {
  const index = section.header.indexOf(header);
  expect(index).toBeGreaterThan(0);
  const totals = section.rows.at(-1)!;
  expect(totals[0]).toBe('Tổng cộng');
  const sum = section.rows.slice(0, -1).reduce((acc, row) => acc + Number(row[index]), 0);
  expect(Number(totals[index])).toBe(sum);
  return sum;
}

test('the hand-over slip for the shop and the shopper, and the month’s CSV summed against the board', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const shopper = await playwrightRequest.newContext({ baseURL });
  await ok(await shopper.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Đỗ Thị Ngọc Ánh', email: `ngocanh.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await shopper.get('/v1/product/list?kind=prod&pagination.limit=100'), 'products')).items;
  const dress = cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2).at(-1)!;
  const { sizes } = await ok<{ sizes: Array<{ id: number; units: number }> }>(await shopper.get(`/v1/product/detail/${dress.link}`), 'detail');
  const sizeId = sizes.find((size) => size.units > 0)!.id;
  const cart = await ok<{ item: { id: number } }>(
    await shopper.post('/v1/cart', { headers: SHOPPER, data: { productId: dress.id, sizeId, mode: 'rent', quantities: 1, dateFrom: vietnamDay(9), dateTo: vietnamDay(10) } }),
    'cart',
  );
  const placed = await ok<{ order: { id: number; code: string } }>(await shopper.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [cart.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order');

  await page.goto('/admin');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: /^Hôm nay, / })).toBeVisible();
  await ok(await page.request.post(`/v1/admin/orders/${placed.order.id}/confirm-payment`, { headers: STAFF, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  await handOverApi(page.request, STAFF, placed.order.id);

  // The order's slip buttons: the printable page opens in a new tab, the PDF is a PDF.
  await page.goto(`/admin/orders/${placed.order.id}`);
  const printable = page.getByRole('link', { name: 'In phiếu giao nhận (mở trong thẻ mới để in)' });
  await expect(printable).toBeVisible();
  const [slipTab] = await Promise.all([page.context().waitForEvent('page'), printable.click()]);
  await slipTab.waitForLoadState();
  await expect(slipTab.getByRole('heading', { name: 'PHIẾU GIAO NHẬN' })).toBeVisible();
  await expect(slipTab.getByText(placed.order.code)).toBeVisible();
  await expect(slipTab.getByText('Bên nhận (Khách hàng)')).toBeVisible();
  await shot(slipTab, 'admin-slip-page-390');
  await slipTab.close();
  const pdf = await page.request.get(`/v1/admin/orders/${placed.order.id}/slip`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The shopper's own copy, linked from her order.
  const hers = await shopper.get(`/v1/order/${placed.order.id}/slip`);
  expect(hers.status()).toBe(200);
  expect((await hers.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // This month's CSV from the day's board (the range it offers: the 1st to today, written DD/MM/YYYY). Other journeys
  // may add orders meanwhile: the board is read on both sides.
  const today = vietnamDay(0);
  const monthStart = `${today.slice(0, 8)}01`;
  const vn = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await page.goto('/admin');
  await expect(page.getByLabel('Từ ngày')).toHaveValue(vn(monthStart));
  await expect(page.getByLabel('Đến ngày')).toHaveValue(vn(today));
  await shot(page, 'admin-export-390');
  let matched = false;
  for (let attempt = 0; attempt < 3 && !matched; attempt += 1) {
    const before = await ok<{ revenue: { month: number } }>(await page.request.get('/v1/admin/today'), 'board');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất báo cáo' }).click()]);
    expect(download.suggestedFilename()).toBe(`bao-cao-${monthStart}-${today}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const after = await ok<{ revenue: { month: number } }>(await page.request.get('/v1/admin/today'), 'board');
    const tables = sections(csv);
    const orders = tables.get('Đơn hàng')!;
    expect(orders.rows.some((row) => row[0] === placed.order.code)).toBe(true);
    const revenue = columnSum(orders, 'Doanh thu') + columnSum(tables.get('Phí trả muộn và hư hỏng')!, 'Phí trả muộn') + columnSum(tables.get('Phí trả muộn và hư hỏng')!, 'Phí hư hỏng');
    columnSum(tables.get('Dòng đơn')!, 'Thành tiền');
    columnSum(tables.get('Thanh toán và hoàn tiền')!, 'Tiền thu');
    columnSum(tables.get('Tiền cọc giữ cuối kỳ')!, 'Phải hoàn / đang giữ');
    const summary = new Map(tables.get('Tổng hợp')!.rows.map(([label, value]) => [label!, Number(value)]));
    expect(summary.get('Tổng doanh thu (như bảng Hôm nay)')).toBe(revenue);
    if (before.revenue.month === after.revenue.month) {
      expect(revenue).toBe(after.revenue.month);
      matched = true;
    }
  }
  expect(matched).toBe(true);
  await expect(page.getByText(/^Đã tải bao-cao-/).first()).toBeVisible();
  await shopper.dispose();
});
