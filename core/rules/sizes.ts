/** Sizes as both halves name them: a one-size product is "Free size", and a line names its size unless it is that. */
export const FREE_SIZE = 'Free size';
export const MAX_SIZES = 12;
export const MAX_UNITS_PER_SIZE = 50;
export const SIZE_NAME_MAX = 20;

/** "Áo dài Hoa Sen – size M"; the product's name alone for a free-size product. */
export function nameWithSize(productName: string, sizeName: string | null | undefined): string {
  return sizeName && sizeName !== FREE_SIZE ? `${productName} – size ${sizeName}` : productName;
}

/** "Còn size S, M" for a card, from the sizes free for the shopper's dates (empty: nothing free). */
export function freeSizesLabel(sizes: readonly string[]): string {
  if (sizes.length === 0) return 'Hết lịch cho ngày bạn chọn';
  if (sizes.length === 1 && sizes[0] === FREE_SIZE) return 'Còn trống ngày bạn chọn';
  return `Còn size ${sizes.join(', ')}`;
}

/** A design's sizes for reading ("M, L, XL"); a one-size design shows its size attribute (else its size's name). */
export function sizesText(sizes: readonly { name: string }[] | undefined, attribute: string): string {
  const list = sizes ?? [];
  if (list.length > 1) return list.map((size) => size.name).join(', ');
  return attribute || list[0]?.name || '—';
}
