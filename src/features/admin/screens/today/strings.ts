/** The day's board's texts. */

export const text = {
  nav: 'Hôm nay',
  title: (day: string) => `Hôm nay, ${day}`,
  goingOut: 'Giao đi hôm nay và ngày mai',
  comingBack: 'Nhận lại hôm nay và ngày mai',
  late: 'Trễ hạn trả',
  unpaid: 'Chuyển khoản chờ xác nhận',
  revenueToday: 'Doanh thu hôm nay',
  revenueMonth: 'Doanh thu tháng này',
  unitsOut: 'Đồ đang ở chỗ khách',
  none: 'Không có',
  deliveryOn: (day: string) => `Giao ngày ${day}`,
  dueOn: (day: string) => `Hạn trả ${day}`,
  lateBy: (days: number) => `Trễ ${days} ngày`,
  units: (n: number) => `${n} chiếc`,
  export: {
    title: 'Xuất báo cáo cho kế toán',
    hint: 'Đơn hàng, dòng đơn, thanh toán và hoàn tiền, phí trả muộn và hư hỏng, tiền cọc giữ cuối kỳ. Tổng doanh thu khớp với bảng này.',
    from: 'Từ ngày',
    to: 'Đến ngày',
    format: 'Định dạng',
    formats: { csv: 'CSV (Excel đọc được tiếng Việt)', xlsx: 'Excel (.xlsx)' },
    submit: 'Xuất báo cáo',
    done: (name: string) => `Đã tải ${name}`,
  },
} as const;
