/**
 * Taps answer fast (issue #34, item 2): on a CPU slowed 4× (Chromium's throttling through the DevTools protocol) a
 * logged-in shopper opens the date picker and chooses a range, chooses a size, adds to the cart, applies a listing
 * filter, opens the cart and moves through checkout, 5 times. Each tap's interaction latency is read from the
 * browser's Event Timing entries (what INP is made of: the longest event of one interaction, input delay +
 * processing + presentation), and the page's INP as the shop's own `web-vitals` attribution reports it to the tag
 * manager. Each interaction's p75 must stay ≤ 200 ms — or, on a busy machine, ≤ 10 × the p75 of a bare page's tap
 * measured before each run at the same throttling (a frame's worth on a quiet machine: about 16–24 ms). The figures are written
 * to bench/results/interactions-latest.json (`npm run bench:web` prints them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ok, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { chooseFirstSize } from './support/sizes';
import { calendarDay } from './support/calendar';

const RUNS = 5;
const THROTTLE = 4;
const BOUND_MS = 200;
const REFERENCE_FACTOR = 10;
const stamp = Date.now().toString().slice(-7);

interface Tap {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  target: string;
}

/** Records every interaction's longest event (Event Timing, as web-vitals' onINP reads it) from the page's start. */
async function meterInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps = new Map<number, { duration: number; inputDelay: number; processing: number; presentation: number; target: string }>();
    const w = window as unknown as { __taps: typeof taps; dataLayer?: unknown[] };
    w.__taps = taps;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
        if (!entry.interactionId) continue;
        const known = taps.get(entry.interactionId);
        if (known && known.duration >= entry.duration) continue;
        const target = entry.target instanceof Element ? `${entry.target.tagName.toLowerCase()}${entry.target.getAttribute('aria-label') ? `[${entry.target.getAttribute('aria-label')}]` : ''}` : '';
        taps.set(entry.interactionId, {
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
          target,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** Runs `act`, waits for what it shows and two frames, and returns the longest interaction it caused. */
async function measured(page: Page, act: () => Promise<void>): Promise<Tap> {
  const before = await page.evaluate(() => [...(window as unknown as { __taps: Map<number, unknown> }).__taps.keys()]);
  await act();
  // Event Timing entries arrive after the frame that painted the answer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const taps = await page.evaluate((seen) => {
    const all = (window as unknown as { __taps: Map<number, Tap> }).__taps;
    return [...all.entries()].filter(([id]) => !seen.includes(id)).map(([, tap]) => tap);
  }, before);
  // An interaction faster than the 16 ms threshold leaves no entry: it counts as one frame.
  return taps.sort((a, b) => b.duration - a.duration)[0] ?? { duration: 16, inputDelay: 0, processing: 0, presentation: 16, target: '' };
}

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

/** The shop's own INP report (web-vitals attribution, pushed to dataLayer when the page is hidden). */
async function reportedInp(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const layer = ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'web-vitals' && entry.name === 'INP');
    return layer.at(-1) ?? null;
  });
}

test('every tap of a rental, from the date picker to checkout, answers within 200 ms on a 4× slower CPU', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  // The reference: a bare page's button, same browser, same throttling, same moment.
  await meterInteractions(page);
  await page.route('**/tham-chieu-cham', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="vi"><title>Tham chiếu</title><button type="button" onclick="this.textContent=\'Đã bấm\'">Bấm</button></html>' }),
  );
  const cdp = await page.context().newCDPSession(page);
  const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // One reference tap before each run, so a machine that gets busy halfway through slows the reference as it slows
  // the shop's taps (a reference taken only at the start once set a bound of 160 ms that runs under load then missed).
  const reference: number[] = [];
  const referenceTap = async () => {
    await page.goto('/tham-chieu-cham');
    await throttle();
    reference.push((await measured(page, () => page.getByRole('button', { name: 'Bấm' }).click())).duration);
  };

  const email = `cham.tay.${stamp}@example.com`;
  await ok(await page.request.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Lý Thu Trang', email, password: 'MatKhau#2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await page.request.get('/v1/product/list?kind=prod&pagination.limit=100&pagination.page=1'), 'products')).items;
  const rentable = cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2);
  expect(rentable.length).toBeGreaterThan(RUNS);

  const taps: Record<string, Tap[]> = {};
  const keep = (name: string, tap: Tap) => (taps[name] ??= []).push(tap);
  const inp: Array<Record<string, unknown> | null> = [];
  for (let run = 0; run < RUNS; run += 1) {
    await referenceTap();
    // Each run its own design and days: the journeys share one server.
    const product = rentable[(run * 7 + Number(stamp)) % rentable.length]!;
    // Within the two months the picker shows.
    const from = 4 + run * 3;
    await page.goto(`/product/${product.link}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await throttle();
    keep('mở lịch chọn ngày', await measured(page, async () => {
      await page.getByRole('button', { name: 'Chọn ngày thuê' }).first().click();
      await expect(calendarDay(page, vietnamDay(from))).toBeVisible();
    }));
    const range = [
      await measured(page, () => calendarDay(page, vietnamDay(from)).click()),
      await measured(page, () => calendarDay(page, vietnamDay(from + 2)).click()),
      await measured(page, async () => {
        await page.getByRole('button', { name: 'Xác nhận' }).click();
        await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
      }),
    ];
    keep('chọn khoảng ngày', range.sort((a, b) => b.duration - a.duration)[0]!);
    keep('chọn size', await measured(page, () => chooseFirstSize(page)));
    keep('thêm vào giỏ', await measured(page, async () => {
      await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
      await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();
    }));
    inp.push(await reportedInp(page));

    await page.goto(`/${product.categoryLink}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await throttle();
    keep('lọc danh sách', await measured(page, async () => {
      await page.getByRole('radiogroup', { name: 'Loại sản phẩm' }).getByText('Thuê', { exact: true }).click();
      await expect(page).toHaveURL(/filter=rent/);
    }));
    keep('mở giỏ hàng', await measured(page, async () => {
      await page.getByRole('navigation', { name: /điều hướng/i }).getByRole('link', { name: /Giỏ hàng/ }).click();
      await expect(page.getByRole('button', { name: 'Tiến hành đặt hàng' })).toBeEnabled();
    }));
    keep('sang bước nhận hàng', await measured(page, async () => {
      await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();
      await expect(page.getByRole('radio', { name: /Nhận tại cửa hàng/ })).toBeVisible();
    }));
    keep('chọn nhận tại cửa hàng', await measured(page, () => page.getByRole('radio', { name: /Nhận tại cửa hàng/ }).check()));
    keep('sang bước thanh toán', await measured(page, async () => {
      await page.getByRole('button', { name: 'Tiếp tục' }).click();
      await expect(page).toHaveURL(/\/checkout\/payment/);
    }));
    inp.push(await reportedInp(page));
  }

  const bound = Math.max(BOUND_MS, REFERENCE_FACTOR * p75(reference));
  const report = Object.entries(taps).map(([name, list]) => {
    const worst = [...list].sort((a, b) => b.duration - a.duration)[Math.ceil(list.length * 0.25) - 1]!;
    return { interaction: name, p75: p75(list.map((tap) => tap.duration)), runs: list.map((tap) => Math.round(tap.duration)), atP75: worst };
  });
  const summary = { measuredAt: new Date().toISOString(), throttle: THROTTLE, referenceP75: p75(reference), bound, interactions: report, webVitalsInp: inp };
  const dir = path.join(process.cwd(), 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'interactions-latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.info(`taps on a ${THROTTLE}× slower CPU (p75 of ${RUNS}; bare page's tap ${p75(reference)} ms, bound ${bound} ms):\n${report.map((row) => `  ${row.interaction}: ${row.p75} ms [${row.runs.join(', ')}] (input ${Math.round(row.atP75.inputDelay)}, xử lý ${Math.round(row.atP75.processing)}, vẽ ${Math.round(row.atP75.presentation)})`).join('\n')}`);
  for (const row of report) expect.soft(row.p75, row.interaction).toBeLessThanOrEqual(bound);
  // The shop's own INP reports reached the tag manager, with their attribution.
  expect(inp.filter(Boolean).length).toBeGreaterThan(0);
  for (const entry of inp.filter(Boolean)) expect(entry).toMatchObject({ attribution: expect.objectContaining({ interactionType: expect.any(String) }) });
});
