/** The product page's size help (the reviews' advice and the category's size guide). */
export const sizeStrings = {
  title: 'Tư vấn size',
  guide: 'Bảng size',
  openGuide: (category: string) => `Xem bảng size ${category}`,
  guideTitle: (category: string) => `Bảng size ${category}`,
  guideCaption: (category: string) => `Số đo cơ thể theo size, danh mục ${category}`,
  guideNote: 'Số đo cơ thể tính bằng cm. Nếu bạn nằm giữa hai size, hãy chọn size lớn hơn.',
  sizeColumn: 'Size',
  empty: '—',
  close: 'Đóng bảng size',
  adviceFrom: (count: number) => `Theo ${count} đánh giá có ghi độ vừa`,
  adviceLabel: 'Lời khuyên từ đánh giá của khách',
} as const;
