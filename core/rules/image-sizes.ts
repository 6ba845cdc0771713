/**
 * The sizes the image host renders (`/images/{w}x{h}/{key}`): the server serves only these, and the
 * storefront builds its URLs and srcsets from them. '100x100' is the default.
 */
export const IMAGE_SIZES = [
  '64x64',
  '100x100',
  '200x200',
  '300x300',
  '300x400',
  '450x600',
  '600x800',
  '750x1000',
  '900x1200',
  '600x300',
  '900x450',
  '1200x600',
] as const;

export type ImageSizeToken = (typeof IMAGE_SIZES)[number];
