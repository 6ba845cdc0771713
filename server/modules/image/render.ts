/** Rasterising the SVG drawings with sharp: size allow-list, output format negotiation, rendering. */
import sharp from '../../shared/sharp';
import { IMAGE_SIZES, type ImageSizeToken } from '../../../core/rules/image-sizes';

export type ImageFormat = 'webp' | 'jpeg' | 'png';

export interface ImageSize {
  width: number;
  height: number;
}

export { IMAGE_SIZES, type ImageSizeToken };

const ALLOWED: ReadonlySet<string> = new Set(IMAGE_SIZES);

/** '300x400' → { width: 300, height: 400 }; null unless the exact token is allow-listed. */
export function parseSize(size: string): ImageSize | null {
  if (typeof size !== 'string' || !ALLOWED.has(size)) return null;
  const [w, h] = size.split('x');
  return { width: Number(w), height: Number(h) };
}

export const IMAGE_QUALITY = 78;
const SVG_BASE_DENSITY = 72;

/** WebP when the Accept header allows it (q > 0), else JPEG. */
export function pickFormat(acceptHeader: string | undefined): 'webp' | 'jpeg' {
  if (!acceptHeader) return 'jpeg';
  for (const part of acceptHeader.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (type?.trim() !== 'image/webp') continue;
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    if (q === undefined) return 'webp';
    const value = Number(q.slice(2));
    return Number.isFinite(value) && value > 0 ? 'webp' : 'jpeg';
  }
  return 'jpeg';
}

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

function svgDimensions(svg: string): ImageSize {
  const head = svg.slice(0, 400);
  const vb = /viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(head);
  if (vb) return { width: Number(vb[1]), height: Number(vb[2]) };
  const w = /\bwidth="([\d.]+)"/.exec(head);
  const h = /\bheight="([\d.]+)"/.exec(head);
  return { width: Number(w?.[1] ?? 600), height: Number(h?.[1] ?? 800) };
}

/** Resizes an uploaded raster (an avatar) to exactly `size` (cover fit, centred crop) in `format`. */
export async function renderRaster(source: Buffer, size: ImageSize | string, format: ImageFormat): Promise<Buffer> {
  const target = typeof size === 'string' ? parseSize(size) : size;
  if (!target || !(target.width > 0) || !(target.height > 0)) throw new RangeError(`image size not allowed: ${String(size)}`);
  // Uploads are at most 4096 × 4096 (customer/avatar.ts); anything bigger that got stored is refused, not decoded.
  const pipeline = sharp(source, { limitInputPixels: 4096 * 4096 }).rotate().resize(target.width, target.height, { fit: 'cover', position: 'centre' });
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: IMAGE_QUALITY, effort: 4 }).toBuffer();
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: IMAGE_QUALITY, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    default:
      throw new RangeError(`unknown image format: ${String(format)}`);
  }
}

/**
 * Renders an SVG to exactly `size` (cover fit, centred crop). The SVG is rasterised at a density that
 * matches the target, so large sizes stay sharp and small ones are cheap.
 */
export async function renderImage(svg: string, size: ImageSize | string, format: ImageFormat): Promise<Buffer> {
  const target = typeof size === 'string' ? parseSize(size) : size;
  if (!target || !(target.width > 0) || !(target.height > 0)) throw new RangeError(`image size not allowed: ${String(size)}`);
  const natural = svgDimensions(svg);
  const scale = Math.max(target.width / natural.width, target.height / natural.height);
  const density = Math.min(2400, Math.max(8, Math.ceil(SVG_BASE_DENSITY * scale * 1.02)));
  const pipeline = sharp(Buffer.from(svg), { density }).resize(target.width, target.height, { fit: 'cover', position: 'centre' });
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: IMAGE_QUALITY, effort: 4 }).toBuffer();
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: IMAGE_QUALITY, mozjpeg: true, progressive: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    default:
      throw new RangeError(`unknown image format: ${String(format)}`);
  }
}
