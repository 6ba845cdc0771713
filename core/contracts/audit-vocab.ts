/**
 * What the audit log records: every action name the server writes (recordAudit takes only these), with its
 * Vietnamese label, and the Vietnamese names of the fields the records carry. Plain values for both halves.
 */
import { RETURN_CONDITION_LABELS, STAFF_ROLE_LABELS } from './admin-vocab';

export const AUDIT_ACTION_LABELS = {
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
  'rental.photo_add': 'Thêm ảnh tình trạng đồ thuê',
  'product.create': 'Thêm sản phẩm',
  'product.update': 'Sửa sản phẩm',
  'product.photo_add': 'Thêm ảnh sản phẩm',
  'product.photo_reorder': 'Sắp xếp ảnh sản phẩm',
  'product.photo_remove': 'Xóa ảnh sản phẩm',
  'category.create': 'Thêm danh mục',
  'category.update': 'Sửa danh mục',
  'category.order': 'Sắp xếp danh mục',
  'category.remove': 'Xóa danh mục',
  'package.create': 'Thêm gói thành viên',
  'package.update': 'Sửa gói thành viên',
  'banner.create': 'Thêm banner',
  'banner.update': 'Sửa banner',
  'banner.delete': 'Xóa banner',
  'voucher.create': 'Tạo voucher',
  'voucher.pause': 'Tạm dừng voucher',
  'voucher.resume': 'Chạy lại voucher',
  'review.hide': 'Ẩn đánh giá',
  'review.show': 'Hiện lại đánh giá',
  'content.update': 'Sửa trang nội dung',
  'collection.update': 'Sửa bộ sưu tập',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** What each entity is called, for "Sản phẩm #12". */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  order: 'Đơn',
  order_item: 'Dòng đơn',
  staff: 'Nhân viên',
  product: 'Sản phẩm',
  category: 'Danh mục',
  membership_package: 'Gói thành viên',
  banner: 'Banner',
  content_page: 'Trang nội dung',
  collection: 'Bộ sưu tập',
  voucher: 'Voucher',
  review: 'Đánh giá',
};

/** The fields the audit records carry, by their key in the record. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // staff
  email: 'E-mail',
  fullName: 'Họ tên',
  role: 'Vai trò',
  disabled: 'Đã khóa',
  linkExpiresAt: 'Liên kết hết hạn lúc',
  // orders and rentals
  status: 'Trạng thái',
  outcome: 'Kết quả',
  reference: 'Mã giao dịch',
  state: 'Tình trạng thuê',
  returnedOn: 'Ngày nhận lại',
  condition: 'Tình trạng đồ',
  lateDays: 'Số ngày trễ',
  lateFee: 'Phí trả muộn',
  damageCharge: 'Phí hư hỏng',
  depositRefund: 'Tiền cọc hoàn lại',
  refundMethod: 'Cách hoàn cọc',
  photoId: 'Ảnh',
  bytes: 'Dung lượng (byte)',
  // products and photos
  name: 'Tên',
  description: 'Mô tả',
  categoryId: 'Danh mục',
  type: 'Loại',
  originalPrice: 'Giá gốc',
  salePrice: 'Giá bán',
  originalRentalPrice: 'Giá thuê gốc',
  rentalPrice: 'Giá thuê',
  membershipRentalPrice: 'Giá thuê thành viên',
  depositPrice: 'Tiền cọc',
  stock: 'Tồn kho',
  attributes: 'Thuộc tính',
  published: 'Đang bán',
  imageId: 'Ảnh',
  imageIds: 'Thứ tự ảnh',
  key: 'Tệp ảnh',
  position: 'Vị trí',
  // categories
  link: 'Đường dẫn',
  parentId: 'Danh mục cha',
  ids: 'Thứ tự',
  // membership packages
  id: 'Mã',
  color: 'Màu',
  percentDiscount: 'Giảm giá (%)',
  extendDay: 'Số ngày thuê thêm',
  isFreeFirstOrder: 'Miễn phí đơn đầu',
  price: 'Giá',
  durationDays: 'Thời hạn (ngày)',
  onSale: 'Đang bán',
  // banners
  kind: 'Kiểu',
  title: 'Tiêu đề',
  subtitle: 'Dòng phụ',
  backgroundColor: 'Màu nền',
  firstDay: 'Ngày bắt đầu',
  lastDay: 'Ngày kết thúc',
  artCategoryLink: 'Danh mục của hình',
  artColour: 'Màu hình',
  imageKey: 'Hình',
  startsAt: 'Bắt đầu',
  endsAt: 'Kết thúc',
  // vouchers
  code: 'Mã voucher',
  value: 'Giá trị',
  maxDiscount: 'Giảm tối đa',
  minOrder: 'Đơn tối thiểu',
  mode: 'Áp dụng cho',
  categoryIds: 'Danh mục áp dụng',
  usageLimit: 'Số lượt tối đa',
  perCustomerLimit: 'Số lượt mỗi khách',
  usedCount: 'Đã dùng',
  isPublic: 'Công khai',
  paused: 'Tạm dừng',
  createdBy: 'Người tạo',
  createdAt: 'Tạo lúc',
  // reviews, content pages, collections
  hidden: 'Đã ẩn',
  reason: 'Lý do',
  summary: 'Tóm tắt',
  bodyHtml: 'Nội dung',
  productIds: 'Sản phẩm',
};

/** What the recorded values mean, for the fields that hold a code (a status, a role…): field → value → label. */
export const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { not_paid: 'Chưa thanh toán', delivering: 'Chờ giao', done: 'Đã giao', cancelled: 'Đã hủy' },
  outcome: { paid: 'Đã thanh toán', already: 'Đã thanh toán trước đó', refunded: 'Đơn đã hủy, tiền hoàn vào ví' },
  state: { reserved: 'Chờ giao đồ', with_shopper: 'Đang thuê', returned: 'Đã trả, đang kiểm tra', inspected: 'Chờ hoàn cọc', closed: 'Đã tất toán' },
  condition: RETURN_CONDITION_LABELS,
  refundMethod: { wallet: 'Vào ví của khách', transfer: 'Chuyển khoản' },
  role: STAFF_ROLE_LABELS,
  type: { PRODUCT_TYPE_RENTABLE: 'Cho thuê', PRODUCT_TYPE_SALABLE: 'Bán', PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE: 'Cho thuê và bán' },
  mode: { rent: 'Đồ thuê', sale: 'Đồ mua' },
};
