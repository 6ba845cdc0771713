/** What the back-office journeys share: screenshots, the axe check, antd selects, photos, the owner's log-in, API calls. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_OWNER } from './owner';

const shots = process.env.E2E_SCREENSHOTS;

/** A screenshot into E2E_SCREENSHOTS (when set), to look at the screen as its user would: the whole page, or a dialog's viewport. */
export async function shot(page: Page, file: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (shots) await page.screenshot({ path: `${shots}/${file}.png`, fullPage });
}

/**
 * Waits for the screen to settle: every finite animation or transition running now (a drawer sliding in, a toast
 * fading) has finished; endless ones — spinners, skeletons — are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious or critical axe violations of the screen as it stands. */
export async function axeProblems(page: Page): Promise<string[]> {
  // A toast or drawer still fading in has half its contrast: check the screen as it settles, not mid-transition.
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** An antd Select: open it by its label, then the option with that title. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

/** A 600×800 JPEG of one colour, as a phone's photo would arrive. */
export async function photo(background: string) {
  return { name: `anh-${background.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background } }).jpeg().toBuffer() };
}

/** The back-office log-in form, filled with the first owner's account (the page already shows it). */
export async function ownerLogsIn(page: Page) {
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Mật khẩu').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** The JSON of a successful API reply (the status and body of any other in the error). */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The sandbox gateway's page: pay. */
export async function payInSandbox(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cổng thanh toán thử nghiệm/);
  await page.getByRole('button', { name: 'Thanh toán' }).click();
}

/** The shopper's API header, for journeys that prepare data over HTTP. */
export const SHOPPER = { 'X-User-Type': 'consumer' } as const;

/** Today's calendar day in Vietnam plus `days`, as YYYY-MM-DD. */
export const vietnamDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A product card as GET /v1/product/list answers it (the fields journeys pick products by). */
export interface ListedProduct {
  id: number;
  link: string;
  name: string;
  type: string;
  stock: number;
  categoryLink: string;
}
