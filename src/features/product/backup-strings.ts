/** The product page's back-up size option (loaded with it, on first use). */
export const backupStrings = {
  toggle: 'Thêm size dự phòng',
  fee: (fee: string) => `Phí: ${fee}`,
  free: 'Miễn phí',
  legend: 'Chọn size dự phòng',
  note: (deposit: string) => `Thêm một size khác cùng ngày thuê, giao và nhận lại cùng lúc. Cọc thêm ${deposit}, hoàn lại khi trả đồ.`,
  option: (name: string, note: string | null) => (note ? `Size dự phòng ${name}, ${note}` : `Size dự phòng ${name}`),
  booked: 'hết lịch',
} as const;
