/** The reviews screen's texts. */

export const text = {
  nav: 'Đánh giá',
  title: 'Đánh giá của khách',
  filterLabel: 'Đánh giá đang hiện hoặc đã ẩn',
  visible: 'Đang hiện',
  hidden: 'Đã ẩn',
  emptyVisible: 'Chưa có đánh giá nào.',
  emptyHidden: 'Không có đánh giá nào bị ẩn.',
  starsLabel: (n: number) => `${n} sao`,
  rented: 'Đã thuê',
  bought: 'Đã mua',
  size: (size: string) => `size ${size}`,
  photo: (n: number) => `Ảnh ${n} của đánh giá`,
  photoHidden: (n: number) => `Ảnh ${n} (đã ẩn)`,
  hiddenBecause: (reason: string, by: string) => `Đã ẩn${by ? ` bởi ${by}` : ''}: ${reason}`,
  hide: 'Ẩn đánh giá',
  show: 'Hiện lại',
  hideTitle: 'Ẩn đánh giá này?',
  reason: 'Lý do (khách không thấy lý do này)',
} as const;
