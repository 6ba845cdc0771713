/** The stock domain's Vietnamese messages. */
export const STOCK_MESSAGES = {
  sizeNotFound: 'Không tìm thấy size này của sản phẩm',
  sizeRequired: 'Vui lòng chọn size',
  noSizes: 'Sản phẩm chưa có size nào để thuê hoặc mua',
} as const;
