/**
 * The shop's units on a phone: staff find a design in the Kho screen, see its units and where each is, open a unit's
 * page and its A4 QR label sheet; at hand-over they scan the dress's label with the phone's camera (Chromium is fed
 * a fake camera: a Y4M video made here from a QR PNG of the unit's code) and the unit is the line's; at the return
 * the screen shows that unit and a scan of its label confirms it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, request as playwrightRequest, test } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { E2E_OWNER } from './support/owner';
import { ok, ownerLogsIn, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';

const STAFF = { 'X-User-Type': 'staff' };
const stamp = Date.now().toString().slice(-7);
const shopper = { fullName: 'Đỗ Thanh Tâm', email: `thanhtam.${stamp}@example.com`, password: 'MatKhau#2026' };
const WIDTH = 640;
const HEIGHT = 480;

/** A YUV4MPEG2 video (4:2:0, a few identical frames; Chromium loops it) showing the code's QR label on white. */
async function qrVideo(code: string): Promise<string> {
  const png = await QRCode.toBuffer(code, { type: 'png', scale: 10, margin: 4 });
  const side = HEIGHT - 80;
  const luma = await sharp(png)
    .resize(side, side, { kernel: 'nearest' })
    .extend({ top: 40, bottom: 40, left: (WIDTH - side) / 2, right: (WIDTH - side) / 2, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`Y plane ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qr-camera-')), `${code}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('staff see a design\'s units, print labels, hand a rental over by scanning its label and see it at the return', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL });
  await ok(await api.post('/v1/user/consumer/register', { headers: SHOPPER, data: shopper }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await api.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'), 'products')).items;
  let placed: { order: { id: number; code: string; items: Array<{ id: number }> } } | null = null;
  let product: { id: number; name: string } | null = null;
  for (const card of cards.filter((candidate) => candidate.type === 'PRODUCT_TYPE_RENTABLE' && candidate.stock >= 2)) {
    const detail = await ok<{ id: number; name: string; sizes: Array<{ id: number; name: string; units: number }> }>(await api.get(`/v1/product/detail/${card.link}`), 'detail');
    const size = detail.sizes.find((candidate) => candidate.units >= 2);
    if (!size) continue;
    const added = await api.post('/v1/cart', { headers: SHOPPER, data: { productId: detail.id, sizeId: size.id, mode: 'rent', quantities: 1, dateFrom: vietnamDay(5), dateTo: vietnamDay(6) } });
    if (!added.ok()) continue;
    const { item } = (await added.json()) as { item: { id: number } };
    placed = await ok(await api.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order');
    product = detail;
    break;
  }
  if (!placed || !product) throw new Error('the seed has no rentable size with two units free');
  const shop = await playwrightRequest.newContext({ baseURL });
  await ok(await shop.post('/v1/admin/auth/login', { headers: STAFF, data: E2E_OWNER }), 'owner login');
  await ok(await shop.post(`/v1/admin/orders/${placed.order.id}/confirm-payment`, { headers: STAFF, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  const itemId = placed.order.items[0]!.id;
  const free = await ok<{ units: Array<{ id: number; code: string }> }>(await shop.get(`/v1/admin/orders/${placed.order.id}/items/${itemId}/free-units`, { headers: STAFF }), 'free units');
  // The dress staff take off the rail: not the first in the list, so the scan (not a default) decides.
  const unit = free.units.at(-1)!;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${await qrVideo(unit.code)}`],
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const page = await context.newPage();
  try {
    // Kho: find the design without accents, its sizes and units.
    await page.goto('/admin/stock');
    await ownerLogsIn(page);
    await expect(page.getByRole('heading', { name: 'Kho đồ' })).toBeVisible();
    const words = product.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
    await page.getByLabel('Tìm sản phẩm theo tên').fill(words);
    await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
    await shot(page, 'units-search-390');
    await page.getByRole('link', { name: new RegExp(product.name) }).first().click();
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId(`unit-${unit.code}`)).toContainText('Ở cửa hàng');
    await shot(page, 'units-stock-390');

    // The label sheet: one label per unit, each a QR code of its code, A4 when printed.
    await page.getByRole('button', { name: 'In nhãn QR tất cả bộ đồ' }).click();
    await expect(page.getByRole('img', { name: `Mã QR của bộ đồ ${unit.code}` })).toBeVisible();
    await shot(page, 'units-labels-390');
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'units-labels-print-390');
    await page.emulateMedia({ media: 'screen' });

    // Hand-over: the camera reads the label; the unit is the line's.
    await page.goto(`/admin/orders/${placed.order.id}`);
    await page.getByRole('button', { name: 'Đã giao cho khách' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Quét mã bằng camera' }).click();
    await expect(dialog.getByTestId('scan-notice')).toHaveText(`Đã nhận bộ đồ ${unit.code}`, { timeout: 20_000 });
    await expect(dialog.getByRole('checkbox', { name: unit.code })).toBeChecked();
    await shot(page, 'units-hand-over-scan-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Giao cho khách' }).click();
    await expect(page.getByTestId(`units-${itemId}`)).toHaveText(`Bộ đồ: ${unit.code}`);

    // The return shows the unit; a scan of its label confirms it.
    await page.getByRole('button', { name: 'Nhận lại đồ' }).click();
    const returning = page.getByRole('dialog');
    await expect(returning.getByTestId('return-units')).toHaveText(unit.code);
    await returning.getByRole('button', { name: 'Quét nhãn để đối chiếu' }).click();
    await expect(returning.getByTestId('return-scan')).toHaveText(`Đúng bộ đồ đã giao: ${unit.code}`, { timeout: 20_000 });
    await shot(page, 'units-return-scan-390', { fullPage: false });
    await returning.getByRole('button', { name: 'Không' }).click();

    // The unit's page: with the shopper, on this order.
    await page.goto(`/admin/units/${unit.id}`);
    await expect(page.getByRole('heading', { name: `Bộ đồ ${unit.code}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Đơn ${placed.order.code}`, exact: true })).toBeVisible();
    await expect(page.getByText(`đơn ${placed.order.code}`).first()).toBeVisible();
    await shot(page, 'units-unit-390');
  } finally {
    await browser.close();
    await api.dispose();
    await shop.dispose();
  }
});
