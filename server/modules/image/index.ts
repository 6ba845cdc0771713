/** Image module: draw SVG placeholder art, rasterise it with sharp, cache the result on disk. Standalone. */
export { BANNER_VIEWBOX, PRODUCT_VIEWBOX, drawImageSvg, hashKey, type ImageMeta } from './draw';
export { CONTENT_TYPES, IMAGE_QUALITY, IMAGE_SIZES, parseSize, pickFormat, renderImage } from './render';
export type { ImageFormat, ImageSize, ImageSizeToken } from './render';
export { ImageCache, ImageKeyError, MAX_KEY_LENGTH, assertImageKey, isValidImageKey } from './cache';
export { colourHex } from './palette';
export { SHAPE_KINDS, shapeFor, type ShapeKind } from './shapes';
