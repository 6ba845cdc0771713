import type { CollectionType } from '../../../core/contracts/home-vocab';

/** Pre-rendered pages of the home collections ("Xem tất cả"); the sale collection lives on /onsale. */
export const COLLECTION_PATHS: Readonly<Partial<Record<CollectionType, string>>> = {
  trending: '/bo-suu-tap/dang-thinh-hanh',
  new_arrival: '/bo-suu-tap/hang-moi-ve',
  sale: '/onsale',
};

/** Products per page of a collection page (pre-rendered first page, then "Xem thêm"). */
export const COLLECTION_PAGE_SIZE = 24;
