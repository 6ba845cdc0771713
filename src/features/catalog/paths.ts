/** A product page's path. */
export const productPath = (link: string): string => `/product/${link}`;
