/**
 * The shop's catalogue: the owner adds a dress as a draft, uploads two photos, puts the second first, publishes it
 * once the checklist is empty — and a shopper opens it at its link, sees it in its category and can rent it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_OWNER } from './support/owner';

const shots = process.env.E2E_SCREENSHOTS;
const name = `Áo dài gấm Thượng Uyển ${Date.now().toString().slice(-6)}`;

async function shot(page: Page, file: string) {
  if (shots) await page.screenshot({ path: `${shots}/${file}.png`, fullPage: true });
}

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** An antd Select: open it by its label, then the option with that title. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

async function photo(background: string) {
  return { name: `anh-${background.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background } }).jpeg().toBuffer() };
}

test('the owner adds a dress with two photos and publishes it; a shopper finds it at its link and in its category', async ({ page, browser }) => {
  await page.goto('/admin/products');
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Mật khẩu').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Sản phẩm', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();

  await expect(page.getByRole('heading', { name: 'Thêm sản phẩm' })).toBeVisible();
  await page.getByLabel('Tên sản phẩm').fill(name);
  await page.getByLabel('Giá thuê (2 ngày)').fill('420000');
  await page.getByLabel('Tiền cọc').fill('1500000');
  await page.getByLabel('Số lượng trong kho').fill('2');
  await pick(page, 'Cỡ', 'M');
  await pick(page, 'Màu', 'Đỏ đô');
  await pick(page, 'Phong cách', 'Truyền thống');
  await pick(page, 'Dịp', 'Đám cưới');
  await pick(page, 'Chất liệu', 'Gấm');
  await page.getByLabel('Mô tả').fill('Áo dài gấm dệt hoa văn cung đình, lót lụa mềm.');
  await shot(page, 'admin-product-new-390');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Tạo bản nháp' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Bản nháp: khách chưa thấy sản phẩm này.')).toBeVisible();
  await expect(page.getByText('Cần ít nhất một ảnh sản phẩm')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng bán' })).toBeDisabled();
  const link = page.url().split('/').pop()!;
  expect(link).toMatch(/^\d+$/);

  await page.getByLabel('Thêm ảnh').setInputFiles([await photo('#7b1e2b'), await photo('#c9a13b')]);
  await expect(page.getByRole('img', { name: new RegExp(`^Ảnh 2 của ${name}`) })).toBeVisible();
  const first = await page.getByRole('img', { name: `Ảnh 1 của ${name}` }).getAttribute('src');
  const second = await page.getByRole('img', { name: `Ảnh 2 của ${name}` }).getAttribute('src');
  await page.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }).click();
  await expect(page.getByRole('img', { name: `Ảnh 1 của ${name}` })).toHaveAttribute('src', second!);
  await expect(page.getByRole('img', { name: `Ảnh 2 của ${name}` })).toHaveAttribute('src', first!);

  await expect(page.getByText('Đủ thông tin để đăng bán.')).toBeVisible();
  await page.getByRole('button', { name: 'Đăng bán' }).click();
  await expect(page.getByText('Khách đang thấy sản phẩm này.')).toBeVisible();
  await shot(page, 'admin-product-390');
  expect(await axeProblems(page)).toEqual([]);
  const productLink = (await page.getByRole('link', { name: 'Xem trên cửa hàng' }).getAttribute('href'))!;

  // A shopper, in a browser of their own.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto(productLink);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByText('420.000 ₫').first()).toBeVisible();
  // Added after the build, it still shows its category trail; the last link is its own category.
  await shopper.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link').last().click();
  await expect(shopper.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await expect(shopper.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await shot(shopper, 'shop-new-product-category-390');
  await context.close();
});

test('marketing schedules a banner from today; the home page shows it without a new build', async ({ page, browser }) => {
  const title = `Tuần lễ áo dài cưới ${Date.now().toString().slice(-5)}`;
  await page.goto('/admin/banners');
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Mật khẩu').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
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
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Mật khẩu').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
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
