/** What a shopper's review may hold, for the form (browser) and the contract (server) alike. */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const REVIEW_SIZE_MAX = 20;
