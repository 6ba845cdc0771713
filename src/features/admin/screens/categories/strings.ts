/** The categories screen's texts. */

export const text = {
  nav: 'Danh mục',
  title: 'Danh mục và menu',
  intro: 'Danh mục chính là menu của cửa hàng, gồm hai cấp. Link của danh mục tạo từ tên và không đổi về sau; trang của danh mục mới có sau lần dựng lại trang kế tiếp (vài phút).',
  name: 'Tên danh mục',
  parent: 'Nằm trong',
  topLevel: 'Cấp đầu của menu',
  add: 'Thêm danh mục',
  edit: (name: string) => `Sửa ${name}`,
  editTitle: 'Sửa danh mục',
  save: 'Lưu',
  cancel: 'Hủy',
  remove: (name: string) => `Xóa ${name}`,
  removeTitle: (name: string) => `Xóa danh mục «${name}»?`,
  removeText: 'Chỉ xóa được danh mục không còn danh mục con và sản phẩm.',
  removeOk: 'Xóa',
  moveUp: (name: string) => `Đưa ${name} lên trước`,
  moveDown: (name: string) => `Đưa ${name} ra sau`,
  products: (n: number) => `${n} sản phẩm`,
  empty: 'Chưa có danh mục nào.',
} as const;
