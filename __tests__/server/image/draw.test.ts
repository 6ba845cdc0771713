import sharp from 'sharp';
import { COLOURS, generateCatalog } from '../../../server/db/seed/catalog';
import { drawImageSvg, hashKey, type ImageMeta } from '../../../server/modules/image/draw';
import { colourHex } from '../../../server/modules/image/palette';
import { SHAPE_KINDS, shapeFor } from '../../../server/modules/image/shapes';

const CATEGORIES = [
  'ao-dai', 'ao-dai-cuoi', 'ao-dai-truyen-thong', 'ao-dai-cach-tan', 'dam-da-hoi', 'dam-da-hoi-dang-dai', 'dam-da-hoi-dang-ngan', 'vay-cuoi',
  'vest', 'vest-nam', 'vest-nu', 'do-tre-em', 'tui-xach', 'giay', 'phu-kien', 'trang-suc', 'khan-choang', 'man-bang-do',
];

/** Rasterises an SVG; throws when sharp/librsvg cannot parse it. */
async function rasterise(svg: string, width = 150, height = 200) {
  const png = await sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' }).png().toBuffer();
  const stats = await sharp(png).stats();
  const rgb = stats.channels.slice(0, 3);
  return { png, meanStdev: rgb.reduce((s, c) => s + c.stdev, 0) / rgb.length, isOpaque: stats.isOpaque };
}

const product = (categoryLink: string | undefined, colour: string | undefined, index?: number): ImageMeta => ({ kind: 'product', categoryLink, colour, index });

describe('drawImageSvg', () => {
  it('is deterministic', () => {
    const meta = product('ao-dai-cuoi', 'Đỏ');
    expect(drawImageSvg('p/ao-dai-gam-do-101/1', meta)).toBe(drawImageSvg('p/ao-dai-gam-do-101/1', meta));
    const banner: ImageMeta = { kind: 'banner', categoryLink: 'vay-cuoi', colour: 'Trắng', title: 'Mùa cưới' };
    expect(drawImageSvg('b/mua-cuoi', banner)).toBe(drawImageSvg('b/mua-cuoi', banner));
  });

  it('differs between products of the same category and colour', () => {
    const drawings = new Set<string>();
    for (let i = 0; i < 12; i++) drawings.add(drawImageSvg(`p/ao-dai-lua-${100 + i}/1`, product('ao-dai-truyen-thong', 'Xanh ngọc')));
    expect(drawings.size).toBeGreaterThanOrEqual(8);
  });

  it('differs between the images of one product, which keep the item colour', () => {
    const views = [1, 2, 3, 4].map((i) => drawImageSvg(`p/vest-nam-slim-fit-106/${i}`, product('vest-nam', 'Xám chì')));
    expect(new Set(views).size).toBe(4);
    const hex = colourHex('Xám chì')!;
    for (const svg of views) expect(svg).toContain(hex);
  });

  it('takes the index from meta, else from the key', () => {
    const fromKey = drawImageSvg('p/tui-xach-coi-109/3', product('tui-xach', 'Be'));
    const fromMeta = drawImageSvg('p/tui-xach-coi-109/1', product('tui-xach', 'Be', 3));
    expect(fromKey).toBe(fromMeta);
    // indices beyond 4 cycle through the four compositions
    expect(drawImageSvg('p/tui-xach-coi-109/5', product('tui-xach', 'Be'))).toBe(drawImageSvg('p/tui-xach-coi-109/1', product('tui-xach', 'Be')));
  });

  it('differs between categories for the same key and colour', () => {
    const drawings = new Set(CATEGORIES.filter((c) => c.includes('-') || c === 'giay').map((c) => drawImageSvg('p/x-1/1', product(c, 'Hồng phấn'))));
    expect(drawings.size).toBeGreaterThanOrEqual(10);
  });

  it('maps every catalogue colour to a hex value', () => {
    for (const c of COLOURS) expect(colourHex(c)).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourHex('hồng phấn')).toBe(colourHex('Hồng phấn'));
    expect(colourHex('Cầu vồng')).toBeNull();
  });

  it('draws a portrait product and a landscape banner, without baked-in text', () => {
    const p = drawImageSvg('p/x-1/1', product('giay', 'Đen'));
    expect(p).toMatch(/^<svg[^>]*viewBox="0 0 600 800"/);
    const b = drawImageSvg('b/x', { kind: 'banner', categoryLink: 'giay', title: 'Giày đẹp <script>' });
    expect(b).toMatch(/^<svg[^>]*viewBox="0 0 1200 600"/);
    for (const svg of [p, b]) {
      expect(svg).not.toMatch(/<text|<script|href="http|NaN|undefined/);
    }
  });

  it('falls back gracefully for unknown categories and colours', async () => {
    const svg = drawImageSvg('p/mystery-1/2', product('khong-ton-tai', 'Cầu vồng'));
    const { meanStdev } = await rasterise(svg);
    expect(meanStdev).toBeGreaterThan(10);
    expect(shapeFor(undefined, 'p/giay-cao-got-mui-nhon-da-bong-110')).toBe('shoe');
    expect(shapeFor(undefined, 'p/ao-dai-be-gai-gam-do-120')).toBe('kids');
    expect(shapeFor(undefined, 'c/vay-cuoi')).toBe('wedding');
  });

  it('covers every silhouette', () => {
    const kinds = new Set(CATEGORIES.map((c) => shapeFor(c, 'x')));
    for (const k of SHAPE_KINDS) expect(kinds.has(k)).toBe(true);
  });

  describe.each(CATEGORIES)('category %s', (categoryLink) => {
    it.each([1, 2, 3, 4])('view %i renders to a non-flat PNG and stays small', async (index) => {
      const colour = COLOURS[hashKey(categoryLink + index) % COLOURS.length];
      const svg = drawImageSvg(`p/${categoryLink}-sample-${index}/${index}`, product(categoryLink, colour));
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      const { meanStdev, isOpaque } = await rasterise(svg);
      expect(isOpaque).toBe(true);
      expect(meanStdev).toBeGreaterThan(10);
    });
  });

  it('renders the category tile keys and every colour', async () => {
    for (const [i, colour] of COLOURS.entries()) {
      const svg = drawImageSvg(`c/${CATEGORIES[i % CATEGORIES.length]}`, product(CATEGORIES[i % CATEGORIES.length], colour, 1));
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      expect((await rasterise(svg, 64, 64)).meanStdev).toBeGreaterThan(8);
    }
  });

  it('renders every seeded banner as a non-flat landscape image', async () => {
    for (const banner of generateCatalog({ products: 20 }).banners) {
      const svg = drawImageSvg(banner.imageKey, { kind: 'banner', categoryLink: banner.categoryLink, colour: banner.colour, title: banner.title });
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      const { meanStdev } = await rasterise(svg, 240, 120);
      expect(meanStdev).toBeGreaterThan(10);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width! / meta.height!).toBe(2);
    }
  });

  it('draws every image of a sample of seeded products', async () => {
    const catalog = generateCatalog({ products: 40 });
    for (const p of catalog.products.slice(0, 40)) {
      for (const key of p.images) {
        const svg = drawImageSvg(key, { kind: 'product', categoryLink: p.categoryLink, colour: p.attributes.colour });
        expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      }
    }
    const first = catalog.products[0]!;
    const { meanStdev } = await rasterise(drawImageSvg(first.images[0]!, { kind: 'product', categoryLink: first.categoryLink, colour: first.attributes.colour }));
    expect(meanStdev).toBeGreaterThan(10);
  });
});
