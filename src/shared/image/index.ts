/** Image host URLs (`GET /images/{w}x{h}/{key}`, allow-listed sizes only). */
import { getApiBaseUrl } from '../api/http';
import type { ImageSizeToken as ImageSize } from '../../../core/rules/image-sizes';
import { imagePath } from '../../../core/rules/product-page-head';

export { IMAGE_SIZES } from '../../../core/rules/image-sizes';
export type { ImageSizeToken as ImageSize } from '../../../core/rules/image-sizes';

/** The default size prefix is 100x100. */
export function imageUrl(key: string, size: ImageSize = '100x100'): string {
  return `${getApiBaseUrl()}${imagePath(key, size)}`;
}

/** The absolute origin of images (Open Graph, JSON-LD): the API base if absolute, else the site URL. */
export function imageBaseUrl(siteUrl: string): string {
  const api = getApiBaseUrl();
  return (/^https?:\/\//i.test(api) ? api : siteUrl).replace(/\/+$/, '');
}

export function imageWidth(size: ImageSize): number {
  return Number(size.split('x')[0]);
}

/** `url 300w, url 450w…` for the given sizes. */
export function srcSet(key: string, sizes: readonly ImageSize[]): string {
  return sizes.map((size) => `${imageUrl(key, size)} ${imageWidth(size)}w`).join(', ');
}

/** Size sets per screen: a product card (3:4), the product gallery (3:4), banners (2:1), tiles (1:1). */
export const CARD_SIZES: readonly ImageSize[] = ['300x400', '450x600', '600x800'];
export const GALLERY_SIZES: readonly ImageSize[] = ['450x600', '600x800', '750x1000', '900x1200'];
export const BANNER_SIZES: readonly ImageSize[] = ['600x300', '900x450', '1200x600'];
export const TILE_SIZES: readonly ImageSize[] = ['100x100', '200x200', '300x300'];
