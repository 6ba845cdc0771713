/**
 * Product cards at 360, 390 and 430 px, on the home carousels, a category and search: every text of a card
 * (badges, name, prices, struck-through originals, rating) lies inside the card, and no two texts overlap.
 */
import { expect, test, type Page } from '@playwright/test';

interface CardProblem {
  card: string;
  problem: string;
}

/** Geometry of each card's texts, measured in the page. */
async function cardProblems(page: Page): Promise<CardProblem[]> {
  return page.evaluate(() => {
    const problems: CardProblem[] = [];
    const cards = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/product/"]')].filter((card) => card.querySelector('h2, h3'));
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      // Leaf texts: elements with a text node of their own.
      const texts = [...card.querySelectorAll<HTMLElement>('*')]
        // The stars are drawn by a clipped overlay on purpose; their label is on the role="img" around them.
        .filter((element) => !element.closest('[role="img"]'))
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''))
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          // A clamped name's hidden lines have rects too: its visible box is the element's own.
          // A badge is its whole pill (background included), not just its letters.
          const ownBox = element.matches('h2, h3') || getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)';
          const rects = ownBox ? [element.getBoundingClientRect()] : [...range.getClientRects()].filter((rect) => rect.width > 0);
          return { element, text: (element.textContent ?? '').trim(), rects };
        });
      const name = card.querySelector('h2, h3')?.textContent ?? card.href;
      for (const { element, text, rects } of texts) {
        // The name is clamped to two lines on purpose (with an ellipsis); everything else must show in full.
        if (element.matches('h2, h3')) continue;
        for (const rect of rects) {
          if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push({ card: name, problem: `"${text}" is cut at the card's edge` });
        }
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible') {
          problems.push({ card: name, problem: `"${text}" overflows its box` });
        }
      }
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i]!;
          const b = texts[j]!;
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const overlap = a.rects.some((r) => b.rects.some((q) => r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1));
          if (overlap) problems.push({ card: name, problem: `"${a.text}" overlaps "${b.text}"` });
        }
      }
    }
    return problems;
  });
}

for (const width of [360, 390, 430]) {
  test(`cards at ${width} px: nothing clipped, nothing overlapping (home, a category, search)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const list = (await (await page.request.get('/v1/product/list?kind=prod&filter=sale&pagination.limit=1')).json()) as {
      items: Array<{ categoryLink: string }>;
    };
    const problems: Array<CardProblem & { page: string }> = [];
    let cards = 0;
    for (const path of ['/home', `/${list.items[0]!.categoryLink}`, '/onsale', '/search?q=%C3%A1o%20d%C3%A0i']) {
      await page.goto(path);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
      cards += await page.locator('main a[href^="/product/"]').count();
      problems.push(...(await cardProblems(page)).map((problem) => ({ page: path, ...problem })));
    }
    expect(cards).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}
