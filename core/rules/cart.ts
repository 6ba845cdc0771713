/** The most units of one product a cart line (and an order line) may hold; the database checks it too (migration 0005). */
export const MAX_LINE_QUANTITY = 99;
