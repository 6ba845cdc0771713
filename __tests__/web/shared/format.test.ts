import { discountPercent, formatDate, formatNumber, formatOneDecimal, formatShortDate, formatTimeDate, formatVnd, plainSpaces } from '../../../core/format';
import { GALLERY_SIZES, imageBaseUrl, imageUrl, imageWidth, srcSet } from '../../../src/shared/image';

describe('formatVnd', () => {
  it('formats vi-VN currency with dots and ₫ (no-break space kept)', () => {
    expect(formatVnd(1234567)).toBe('1.234.567\u00a0₫');
    expect(plainSpaces(formatVnd(1234567))).toBe('1.234.567 ₫');
    expect(plainSpaces(formatVnd(350000))).toBe('350.000 ₫');
    expect(plainSpaces(formatVnd(0))).toBe('0 ₫');
  });

  it('rounds and guards non-finite values', () => {
    expect(plainSpaces(formatVnd(999.6))).toBe('1.000 ₫');
    expect(plainSpaces(formatVnd(Number.NaN))).toBe('0 ₫');
    expect(plainSpaces(formatVnd(-0.4))).toBe('0 ₫');
  });

  it('writes exactly what Intl writes for vi-VN, without loading it', () => {
    const currency = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    const plain = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 999, 1000, 1001, 99999, 100000, 350000, 999999, 1234567, 2.5, 1999.5, -2.5, -1234567, 1e12 + 7];
    for (let n = 1; n < 2e9; n = n * 7 + 3) amounts.push(n, -n);
    for (const amount of amounts) {
      expect(formatVnd(amount)).toBe(currency.format(amount));
      expect(formatNumber(amount)).toBe(plain.format(amount));
    }
  });
});

describe('formatOneDecimal', () => {
  it('is one decimal with a comma, as Intl writes a rating average for vi-VN', () => {
    const oneDecimal = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(formatOneDecimal(4.46)).toBe('4,5');
    expect(formatOneDecimal(5)).toBe('5,0');
    for (let count = 1; count <= 60; count++)
      for (let total = count; total <= count * 5; total++) expect(formatOneDecimal(total / count)).toBe(oneDecimal.format(total / count));
  });
});

describe('dates', () => {
  it('formats DD/MM/YYYY and DD/MM', () => {
    expect(formatDate('2025-03-07T10:00:00')).toBe('07/03/2025');
    expect(formatShortDate('2025-12-24T10:00:00')).toBe('24/12');
  });

  it('reads instants in Vietnam time (UTC+7) whatever the machine’s zone; a date-only value stays its day', () => {
    // 31/10 17:30 UTC is already 01/11 in Vietnam: the pre-render (UTC server) and the phone agree.
    expect(formatDate('2026-10-31T17:30:00.000Z')).toBe('01/11/2026');
    expect(formatTimeDate('2026-10-31T17:30:00.000Z')).toBe('00:30 01/11/2026');
    expect(formatDate('2026-10-31T16:59:00Z')).toBe('31/10/2026');
    expect(formatDate('2026-10-31')).toBe('31/10/2026');
    expect(formatShortDate(new Date(Date.UTC(2026, 11, 31, 18)))).toBe('01/01');
  });
});

describe('discountPercent', () => {
  it('is the rounded percentage off, 0 without a discount', () => {
    expect(discountPercent(500000, 350000)).toBe(30);
    expect(discountPercent(350000, 350000)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});

describe('imageUrl', () => {
  const saved = process.env.GATSBY_API_URL;
  afterEach(() => {
    process.env.GATSBY_API_URL = saved;
  });

  it('defaults to 100x100 on the API base', () => {
    process.env.GATSBY_API_URL = 'https://api.thuedo.test/';
    expect(imageUrl('p/ao-dai-gam-do-101/1')).toBe('https://api.thuedo.test/images/100x100/p/ao-dai-gam-do-101/1');
    expect(imageUrl('b/mua-cuoi', '1200x600')).toBe('https://api.thuedo.test/images/1200x600/b/mua-cuoi');
    expect(imageBaseUrl('https://thuedo.test/')).toBe('https://api.thuedo.test');
  });

  it('is same-origin without GATSBY_API_URL and builds srcSet with widths', () => {
    delete process.env.GATSBY_API_URL;
    expect(srcSet('p/x/1', ['300x400', '600x800'])).toBe('/images/300x400/p/x/1 300w, /images/600x800/p/x/1 600w');
    expect(imageBaseUrl('https://thuedo.test/')).toBe('https://thuedo.test');
  });

  it('gives a full-width gallery photo on a 390-px phone a candidate at most 16% wider than the screen needs', () => {
    // The browser takes the smallest candidate at least as wide as 390 px × the device pixel ratio.
    const widths = GALLERY_SIZES.map(imageWidth);
    for (const dpr of [1, 1.5, 1.75, 2]) {
      const needed = 390 * dpr;
      const picked = Math.min(...widths.filter((width) => width >= needed));
      expect(picked / needed).toBeLessThanOrEqual(1.16);
    }
  });
});
