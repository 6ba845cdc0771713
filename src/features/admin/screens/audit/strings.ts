/** The audit log's texts: a label for each action the server records. */

const ENTITY_LABELS: Record<string, string> = { order: 'Đơn', order_item: 'Dòng đơn', staff: 'Nhân viên', product: 'Sản phẩm', banner: 'Banner', content_page: 'Trang nội dung', collection: 'Bộ sưu tập', voucher: 'Voucher', review: 'Đánh giá' };

export const text = {
  nav: 'Nhật ký',
  title: 'Nhật ký thao tác',
  empty: 'Chưa có thao tác nào.',
  actions: {
    'staff.invite': 'Thêm nhân viên',
    'staff.update': 'Sửa nhân viên',
    'staff.password.change': 'Tự đổi mật khẩu',
    'staff.password.reset': 'Đặt lại mật khẩu nhân viên',
    'staff.password.set': 'Đặt mật khẩu bằng liên kết',
    'staff.password.cli-reset': 'Đặt lại mật khẩu bằng dòng lệnh',
    'order.confirm_payment': 'Xác nhận đã nhận tiền',
    'order.hand_over': 'Giao đồ cho khách',
    'rental.return': 'Nhận lại đồ thuê',
    'rental.refund_transfer': 'Chuyển khoản hoàn cọc',
    'product.create': 'Thêm sản phẩm',
    'product.update': 'Sửa sản phẩm',
    'product.photo_add': 'Thêm ảnh sản phẩm',
    'product.photo_reorder': 'Sắp xếp ảnh sản phẩm',
    'product.photo_remove': 'Xóa ảnh sản phẩm',
    'banner.create': 'Thêm banner',
    'voucher.create': 'Tạo voucher',
    'review.hide': 'Ẩn đánh giá',
    'review.show': 'Hiện lại đánh giá',
    'voucher.pause': 'Tạm dừng voucher',
    'voucher.resume': 'Chạy lại voucher',
    'banner.update': 'Sửa banner',
    'banner.delete': 'Xóa banner',
    'content.update': 'Sửa trang nội dung',
    'collection.update': 'Sửa bộ sưu tập',
  } as Record<string, string>,
  entity: (entity: string, id: string) => `${ENTITY_LABELS[entity] ?? entity} #${id}`,
} as const;
