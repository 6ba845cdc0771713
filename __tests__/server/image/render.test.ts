import sharp from 'sharp';
import { drawImageSvg } from '../../../server/modules/image/draw';
import { IMAGE_SIZES, parseSize, pickFormat, renderImage } from '../../../server/modules/image/render';

const WEBP = (b: Buffer) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP';
const JPEG = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const PNG = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

describe('size allow-list', () => {
  it('contains the sizes the storefront needs, including the 100x100 default', () => {
    for (const s of ['100x100', '200x200', '300x400', '450x600', '600x800', '900x1200', '1200x600', '600x300', '64x64']) {
      expect(IMAGE_SIZES).toContain(s);
    }
  });

  it('parses every allowed size', () => {
    for (const s of IMAGE_SIZES) {
      const parsed = parseSize(s);
      expect(parsed).not.toBeNull();
      expect(`${parsed!.width}x${parsed!.height}`).toBe(s);
    }
    expect(parseSize('300x400')).toEqual({ width: 300, height: 400 });
  });

  it.each([
    '', '101x100', '100X100', ' 100x100', '100x100 ', '100x100x1', '0x0', '-100x100', '1e2x100', '100.0x100', '0100x100',
    '10000x10000', '../100x100', '100x100/', 'abc', '100*100', '100x', 'x100',
  ])('rejects %j', (s) => {
    expect(parseSize(s)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseSize(undefined as unknown as string)).toBeNull();
    expect(parseSize(100 as unknown as string)).toBeNull();
  });
});

describe('pickFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'webp'],
    ['image/webp', 'webp'],
    ['IMAGE/WEBP;q=0.9', 'webp'],
    ['image/png, image/webp;q=0.5', 'webp'],
    ['image/webp;q=0', 'jpeg'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'jpeg'],
    ['*/*', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ])('%j → %s', (accept, expected) => {
    expect(pickFormat(accept)).toBe(expected);
  });
});

describe('renderImage', () => {
  const product = drawImageSvg('p/ao-dai-gam-do-theu-phuong-101/1', { kind: 'product', categoryLink: 'ao-dai-cuoi', colour: 'Đỏ' });
  const banner = drawImageSvg('b/mua-cuoi-2026', { kind: 'banner', categoryLink: 'vay-cuoi', colour: 'Trắng' });

  it.each(['100x100', '300x400', '64x64', '900x1200', '1200x600'])('renders webp at %s', async (size) => {
    const out = await renderImage(product, size, 'webp');
    expect(WEBP(out)).toBe(true);
    const meta = await sharp(out).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(size);
    expect(meta.format).toBe('webp');
  });

  it('renders jpeg and png with the requested dimensions', async () => {
    const jpeg = await renderImage(banner, { width: 600, height: 300 }, 'jpeg');
    expect(JPEG(jpeg)).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 600, height: 300, format: 'jpeg' });
    const png = await renderImage(product, '200x200', 'png');
    expect(PNG(png)).toBe(true);
    expect(await sharp(png).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });
  });

  it('crops (cover) instead of letterboxing: a landscape banner fills a square', async () => {
    const png = await renderImage(banner, '100x100', 'png');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // the corners carry the background gradient, never transparent padding
    const alpha = (x: number, y: number) => (info.channels === 4 ? data[(y * info.width + x) * 4 + 3] : 255);
    expect(alpha(0, 0)).toBe(255);
    expect(alpha(99, 99)).toBe(255);
  });

  it('keeps large renders sharp (the SVG is rasterised at the target density)', async () => {
    const big = await renderImage(product, '900x1200', 'png');
    const small = await renderImage(product, '300x400', 'png');
    const edges = async (b: Buffer) => (await sharp(b).resize(300, 400).greyscale().convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] }).stats()).channels[0]!.stdev;
    expect(await edges(big)).toBeGreaterThan((await edges(small)) * 0.6);
  });

  it('refuses sizes outside the allow-list given as strings, and nonsense sizes', async () => {
    await expect(renderImage(product, '123x456', 'webp')).rejects.toThrow(RangeError);
    await expect(renderImage(product, { width: 0, height: 10 }, 'webp')).rejects.toThrow(RangeError);
    await expect(renderImage(product, '100x100', 'gif' as 'png')).rejects.toThrow(RangeError);
  });
});
