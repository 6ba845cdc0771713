/** The collections screen's texts. */

export const text = {
  nav: 'Bộ sưu tập',
  title: 'Bộ sưu tập trang chủ',
  name: 'Tên bộ sưu tập',
  description: 'Mô tả',
  products: (n: number) => `${n} sản phẩm, theo thứ tự khách thấy`,
  add: 'Thêm sản phẩm đang bán',
  addPlaceholder: 'Gõ tên sản phẩm để tìm',
  moveUp: (name: string) => `Đưa ${name} lên trước`,
  moveDown: (name: string) => `Đưa ${name} ra sau`,
  remove: (name: string) => `Bỏ ${name} khỏi bộ sưu tập`,
  hidden: 'Ngừng bán: khách không thấy',
  save: 'Lưu bộ sưu tập',
  empty: 'Chưa có sản phẩm nào.',
} as const;
