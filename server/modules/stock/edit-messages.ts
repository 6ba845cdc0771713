/** Messages of the back-office's size editor. */
export const SIZE_EDIT_MESSAGES = {
  nameRequired: 'Tên size không được để trống',
  duplicateName: 'Hai size không được trùng tên',
  notThisProduct: 'Size không thuộc sản phẩm này',
  sizeHasOrders: (name: string) => `Size ${name} đã có đơn hàng nên không thể xoá; hãy đặt số bộ về 0`,
  bookedUnits: (name: string, wanted: number) => `Size ${name} đang có lịch thuê hoặc bộ đang ở chỗ khách trong những ngày tới, không thể giảm xuống ${wanted} bộ`,
} as const;
