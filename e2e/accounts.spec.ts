import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const stamp = Date.now().toString().slice(-8);
const shopper = {
  name: 'Nguyễn Thu Hà',
  email: `thuha.${stamp}@example.com`,
  phone: `09${stamp}`,
  password: 'MatKhau#2026',
  newPassword: 'MatKhauMoi#2027',
};

/** antd Select with search, by keyboard: type to filter, Enter picks the highlighted match. */
async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(option);
  await expect(page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`)).toBeVisible();
  await box.press('Enter');
  const field = page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
  await expect(field).toContainText(option);
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Navigate and wait until the page has hydrated (typing into pre-rendered HTML before that is lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page, identifier: string, password: string) {
  await open(page, '/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(identifier);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

async function logOut(page: Page) {
  await open(page, '/account');
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng xuất' }).click();
  // Logged out: the shop sends her home (or to log in, from the account area).
  await expect(page).toHaveURL(/\/(home|login)/);
}

function newestOutboxLink(to: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const mails = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; link: string })
    .filter((mail) => mail.to === to);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`no reset mail for ${to} in ${dir}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe.configure({ mode: 'serial' });

test('a shopper registers, logs out and in, keeps a profile, two addresses and a favorite, and resets her password', async ({ page }) => {
  test.setTimeout(180_000);

  // A guest is sent to log in first, and comes back afterwards.
  await open(page, '/account/address');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Faddress/);

  await open(page, '/register');
  await page.getByLabel('Họ tên').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Số điện thoại').fill(shopper.phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(shopper.password);
  await page.getByLabel('Nhập lại mật khẩu').fill(shopper.password);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText(`Xin chào, ${shopper.name}`)).toBeVisible();

  await logOut(page);
  await logIn(page, shopper.phone, shopper.password);
  await expect(page.getByText(`Xin chào, ${shopper.name}`)).toBeVisible();

  await open(page, '/account/profile');
  const nameField = page.getByLabel('Họ tên');
  await expect(nameField).toHaveValue(shopper.name);
  await nameField.fill('Nguyễn Thu Hằng');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu thông tin cá nhân.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Họ tên')).toHaveValue('Nguyễn Thu Hằng');

  // Two addresses through the cascade: the post-2025 scheme (province → ward) and the old one.
  await open(page, '/account/address');
  await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
  await page.getByLabel('Tên người nhận').fill('Nguyễn Thu Hằng');
  await page.getByLabel('Số điện thoại người nhận').fill(shopper.phone);
  await pick(page, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
  await pick(page, 'Phường/Xã', 'Phường Ba Đình');
  await page.getByLabel('Số nhà, tên đường').fill('12 Tràng Tiền');
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByText(/12 Tràng Tiền/)).toBeVisible();

  await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
  await page.getByText('Văn phòng', { exact: true }).click();
  await page.getByLabel('Tên người nhận').fill('Trần Minh Khoa');
  await page.getByLabel('Số điện thoại người nhận').fill('0387654321');
  await page.getByText('Địa giới cũ').click();
  await pick(page, 'Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
  await pick(page, 'Quận/Huyện', 'Quận 1');
  await pick(page, 'Phường/Xã', 'Phường Bến Nghé');
  await page.getByLabel('Số nhà, tên đường').fill('45 Lê Lợi');
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByText(/45 Lê Lợi/)).toBeVisible();
  await expect(page.getByText(/12 Tràng Tiền/)).toBeVisible();
  await expect(page.getByText('Mặc định').first()).toBeVisible();

  // A favorite from a product page shows under favorite-product.
  const list = (await (await page.request.get('/v1/product/list?kind=cat&link=dam-da-hoi&pagination.limit=1')).json()) as {
    items: Array<{ link: string; name: string }>;
  };
  const product = list.items[0]!;
  await open(page, `/product/${product.link}`);
  await page.getByRole('button', { name: `Thêm ${product.name} vào yêu thích` }).first().click();
  await expect(page.getByRole('button', { name: `Bỏ ${product.name} khỏi yêu thích` }).first()).toBeVisible();
  await open(page, '/account/favorite-product');
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();

  // Forgot password: the link arrives in the outbox, works once, and the new password logs in.
  await logOut(page);
  await open(page, '/forgot-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Gửi đường dẫn' }).click();
  await expect(page.getByText(/Nếu email đã đăng ký/)).toBeVisible();
  await expect.poll(() => {
    try {
      return newestOutboxLink(shopper.email);
    } catch {
      return '';
    }
  }).toMatch(/^\/reset-password\?token=/);
  await open(page, newestOutboxLink(shopper.email));
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(shopper.newPassword);
  await page.getByLabel('Nhập lại mật khẩu mới').fill(shopper.newPassword);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đã đặt lại mật khẩu. Vui lòng đăng nhập bằng mật khẩu mới.')).toBeVisible();

  await logIn(page, shopper.email, shopper.password);
  await expect(page.getByText(/không đúng/)).toBeVisible();
  await logIn(page, shopper.email, shopper.newPassword);
  await expect(page.getByText('Xin chào, Nguyễn Thu Hằng')).toBeVisible();
});
