/**
 * The image host: `GET /images/{w}x{h}/{key}` (not under /v1). Looks up what the key shows, draws it with
 * drawImageSvg, rasterises it with sharp, caches the bytes on disk and coalesces concurrent renders.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { banners, menuItems, productImages, products } from '../../db/schema';
import { CACHE_IMMUTABLE } from '../../http/cache-control';
import { HttpError, errorResponses } from '../../http/errors';
import { ImageCache, isValidImageKey } from './cache';
import { drawImageSvg, type ImageMeta } from './draw';
import { avatarBytes, avatarExists } from '../customer/avatar';
import type { ObjectStore } from '../../shared/storage';
import { AvatarFiles } from '../customer/avatar-files';
import { PRODUCT_PHOTO_KEY, ProductPhotoFiles, productPhotoExists } from './product-photo-files';
import { REVIEW_PHOTO_KEY, ReviewPhotoFiles, reviewPhotoShown } from '../review/photo-files';
import { CONTENT_TYPES, IMAGE_SIZES, parseSize, pickFormat, renderImage, renderRaster, type ImageFormat, type ImageSize } from './render';
import { WorkLimiter } from '../../shared/work-limiter';

export const IMAGE_ROUTE_PREFIX = '/images';
export const IMAGE_MESSAGES = {
  badSize: `Kích thước ảnh không được hỗ trợ (chỉ: ${IMAGE_SIZES.join(', ')})`,
  badKey: 'Mã ảnh không hợp lệ',
  notFound: 'Không tìm thấy ảnh',
  busy: 'Máy chủ đang xử lý nhiều ảnh, vui lòng tải lại sau giây lát',
} as const;

/**
 * Renders missing from the disk cache: two at a time, a generous queue (a first visit to a listing asks for a few
 * dozen at once), then 503 rather than an unbounded pile of encodes holding the thread pool the pages need.
 */
const RENDER_CONCURRENCY = 2;
const RENDER_QUEUE = 256;

/** What an image key shows, or null when nothing in the catalogue has that key. */
export async function resolveImageMeta(db: Db, key: string): Promise<ImageMeta | null> {
  const [prefix, ...rest] = key.split('/');
  if (prefix === 'p' && rest.length === 2) {
    const [row] = await db
      .select({ position: productImages.position, attributes: products.attributes, categoryLink: menuItems.link })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
      .where(eq(productImages.key, key))
      .limit(1);
    // The drawing follows the key's number, not the photo's place: reordering keeps each key's picture (and its cached renders).
    const index = Number(rest[1]) || row?.position;
    return row ? { kind: 'product', categoryLink: row.categoryLink, colour: row.attributes.colour, index: index ?? 1 } : null;
  }
  if (prefix === 'b' && rest.length === 1) {
    const [row] = await db
      .select({ title: banners.title, categoryLink: banners.artCategoryLink, colour: banners.artColour })
      .from(banners)
      .where(eq(banners.imageKey, key))
      .limit(1);
    if (!row) return null;
    return {
      kind: 'banner',
      title: row.title,
      ...(row.categoryLink ? { categoryLink: row.categoryLink } : {}),
      ...(row.colour ? { colour: row.colour } : {}),
    };
  }
  if (prefix === 'c' && rest.length === 1) {
    const [row] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.link, rest[0]!)).limit(1);
    if (!row) return null;
    // A top-level category is drawn like its first child (its shape table is keyed by leaf categories).
    const [child] = await db
      .select({ link: menuItems.link })
      .from(menuItems)
      .where(eq(menuItems.parentId, row.id))
      .orderBy(menuItems.position, menuItems.id)
      .limit(1);
    return { kind: 'product', categoryLink: child?.link ?? rest[0]!, index: 1 };
  }
  return null;
}

/** Avatar keys: `u/<customerId>/<hash>` (see ../customer/avatar.ts). */
export function isAvatarKey(key: string): boolean {
  return /^u\/[0-9]+\/[a-z0-9]+$/.test(key);
}

export interface ImageRoutesOptions {
  db: Db;
  cacheDir: string;
  /** Where uploaded pictures are kept (avatars, product and review photos). */
  storage: ObjectStore;
}

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { db, cacheDir, storage }) => {
  const cache = new ImageCache(cacheDir);
  const avatarFiles = new AvatarFiles(storage);
  const photoFiles = new ProductPhotoFiles(storage);
  const reviewFiles = new ReviewPhotoFiles(storage);
  const inflight = new Map<string, Promise<Buffer>>();

  /** An uploaded picture's bytes (an avatar, a product photo), null when it is gone; undefined for a drawn key. */
  async function uploadedBytes(key: string): Promise<Buffer | null | undefined> {
    if (isAvatarKey(key)) return avatarBytes(db, avatarFiles, key);
    if (PRODUCT_PHOTO_KEY.test(key)) return photoFiles.read(key);
    if (REVIEW_PHOTO_KEY.test(key)) return reviewFiles.read(key);
    return undefined;
  }

  const renders = new WorkLimiter(RENDER_CONCURRENCY, RENDER_QUEUE);

  async function produce(key: string, size: ImageSize, format: ImageFormat): Promise<Buffer> {
    const source = await uploadedBytes(key);
    let data: Buffer | null;
    if (source !== undefined) {
      if (!source) throw new HttpError(404, IMAGE_MESSAGES.notFound);
      data = await renders.run(() => renderRaster(source, size, format));
    } else {
      const meta = await resolveImageMeta(db, key);
      if (!meta) throw new HttpError(404, IMAGE_MESSAGES.notFound);
      data = await renders.run(() => renderImage(drawImageSvg(key, meta), size, format));
    }
    if (!data) throw new HttpError(503, IMAGE_MESSAGES.busy);
    await cache.put(key, size, format, data);
    return data;
  }

  /** One render per (key, size, format) at a time; later callers share it. */
  function render(key: string, size: ImageSize, format: ImageFormat): Promise<Buffer> {
    const id = `${key}@${size.width}x${size.height}.${format}`;
    let pending = inflight.get(id);
    if (!pending) {
      pending = produce(key, size, format).finally(() => inflight.delete(id));
      inflight.set(id, pending);
    }
    return pending;
  }

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${IMAGE_ROUTE_PREFIX}/:size/*`,
    {
      schema: {
        // Binary, outside /v1: kept out of the API document.
        hide: true,
        params: Type.Object({ size: Type.String({ maxLength: 20 }), '*': Type.String({ maxLength: 400 }) }),
        response: errorResponses(400, 404, 503),
      },
    },
    async (request, reply) => {
      const size = parseSize(request.params.size);
      if (!size) throw new HttpError(400, IMAGE_MESSAGES.badSize);
      const key = request.params['*'];
      if (!isValidImageKey(key)) throw new HttpError(400, IMAGE_MESSAGES.badKey);
      const format = pickFormat(request.headers.accept);

      const uploadGone = isAvatarKey(key)
        ? !(await avatarExists(db, key))
        : PRODUCT_PHOTO_KEY.test(key)
          ? !(await productPhotoExists(db, key))
          : REVIEW_PHOTO_KEY.test(key) && !(await reviewPhotoShown(db, key));
      if (uploadGone) {
        // A replaced avatar, a removed photo, a review photo not (or no longer) shown: its renders go too.
        await cache.drop(key);
        throw new HttpError(404, IMAGE_MESSAGES.notFound);
      }
      const cached = await cache.get(key, size, format);
      const data = cached ?? (await render(key, size, format));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', CACHE_IMMUTABLE)
        .header('vary', 'accept')
        .header('x-image-cache', cached ? 'hit' : 'miss')
        .send(data);
    },
  );
};
