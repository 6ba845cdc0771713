/**
 * The shop's screens beside products: a banner scheduled from today shows on /home without a new build; a content page
 * is edited and unsafe markup is dropped; a new category opens before its page is built; a package's new price shows in
 * the shop. (The catalogue's product journey is e2e/rental-journey.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { axeProblems, ownerLogsIn, shot } from './support/screens';

test('marketing schedules a banner from today; the home page shows it without a new build', async ({ page, browser }) => {
  const title = `Tuần lễ áo dài cưới ${Date.now().toString().slice(-5)}`;
  await page.goto('/admin/banners');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: 'Banner trang chủ' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm banner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tiêu đề').fill(title);
  await dialog.getByLabel('Dòng phụ (không bắt buộc)').fill('Thuê trọn gói, thử đồ miễn phí');
  await dialog.getByLabel('Liên kết trong cửa hàng').fill('/ao-dai');
  await dialog.getByLabel('Thứ tự (nhỏ đứng trước)').fill('0');
  await shot(page, 'admin-banner-form-390');
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('img', { name: `Ảnh banner ${title}` })).toBeVisible();
  await expect(page.getByText('Đang chạy').first()).toBeVisible();
  await shot(page, 'admin-banners-390');
  expect(await axeProblems(page)).toEqual([]);

  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/home');
  await expect(shopper.getByText(title, { exact: true })).toBeVisible();
  await context.close();
});

test('marketing edits a content page; unsafe markup is dropped before it is kept', async ({ page }) => {
  await page.goto('/admin/pages');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: 'Trang nội dung' })).toBeVisible();
  await page.locator('a[href^="/admin/pages/"]').first().click();
  const body = page.getByLabel('Nội dung (HTML)');
  await expect(body).toBeVisible();
  const original = await body.inputValue();
  const notice = `Cập nhật giờ mở cửa từ ${new Date().toISOString().slice(11, 19)}: 9:00–21:00.`;
  await body.fill(`${original}<p>${notice}<script>alert(1)</script></p>`);
  await page.getByRole('button', { name: 'Lưu trang' }).click();
  await expect(page.getByText('Đã lưu.')).toBeVisible();
  await expect(page.locator('.admin-page-preview').getByText(notice)).toBeVisible();
  await expect(body).not.toHaveValue(/<script>/);
  await shot(page, 'admin-content-page-390');
  expect(await axeProblems(page)).toEqual([]);
});

test('staff add a category to the menu; a shopper opens it before its page is built', async ({ page, browser }) => {
  const name = `Đầm dạ tiệc ánh kim ${Date.now().toString().slice(-5)}`;
  await page.goto('/admin/categories');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: 'Danh mục và menu' })).toBeVisible();
  await page.getByLabel('Tên danh mục').fill(name);
  await page.getByRole('button', { name: 'Thêm danh mục' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('0 sản phẩm');
  const link = ((await row.getByText(/^\/[a-z0-9-]+ ·/).textContent()) ?? '').split(' ')[0]!;
  expect(link).toMatch(/^\/dam-da-tiec-anh-kim-\d+$/);
  await shot(page, 'admin-categories-390');
  expect(await axeProblems(page)).toEqual([]);

  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(link);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(shopper.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Danh mục');
  await context.close();
});

test('the owner changes a membership package’s price; the shop shows the new one', async ({ page, browser }) => {
  await page.goto('/admin/packages');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: 'Gói thành viên' })).toBeVisible();
  const card = page.locator('.ant-card').first();
  const packageName = (await card.locator('.ant-card-head-title').textContent())!.trim();
  await card.getByRole('button', { name: `Sửa ${packageName}` }).click();
  const dialog = page.getByRole('dialog');
  const price = 100_000 + (Date.now() % 90) * 1000;
  await dialog.getByLabel('Giá (₫)').fill(String(price));
  await shot(page, 'admin-package-form-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(card).toContainText(`${new Intl.NumberFormat('vi-VN').format(price)} ₫`);
  await shot(page, 'admin-packages-390');

  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/member-ship');
  await expect(shopper.getByText(`${new Intl.NumberFormat('vi-VN').format(price)} ₫`).first()).toBeVisible();
  await context.close();
});
