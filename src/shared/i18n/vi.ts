/**
 * Every user-visible string of the storefront, in Vietnamese.
 *
 * Components never hard-code text: they read it from here, so wording and
 * diacritics are reviewed in one place. Functions are used where a string
 * takes a value (a name, a count).
 */
export const vi = {
  brand: {
    name: 'Thuê Đồ',
    tagline: 'Thuê và mua thời trang cho mọi dịp',
    description:
      'Thuê hoặc mua trang phục thời trang, váy dự tiệc và phụ kiện. Chọn lịch thuê theo ngày, giá niêm yết bằng đồng Việt Nam.',
    logoAlt: 'Biểu tượng Thuê Đồ',
    homeLinkLabel: 'Thuê Đồ — về trang chủ',
  },
  common: {
    contentComingSoon: 'Nội dung đang được cập nhật.',
    productsComingSoon: 'Sản phẩm của danh mục này đang được cập nhật.',
    retry: 'Thử lại',
    backHome: 'Về trang chủ',
    seeAll: 'Xem tất cả',
    skipToContent: 'Bỏ qua, đến nội dung chính',
    loading: 'Đang tải',
    needsJavaScript: 'Vui lòng bật JavaScript để sử dụng trang này.',
    errorTitle: 'Đã xảy ra lỗi',
  },
  nav: {
    bottomLabel: 'Điều hướng chính',
    breadcrumbLabel: 'Đường dẫn',
    home: 'Trang chủ',
    fMenu: 'Danh mục',
    cart: 'Giỏ hàng',
    salePage: 'Khuyến mãi',
    account: 'Tài khoản',
  },
  footer: {
    navLabel: 'Liên kết chân trang',
    aboutUs: 'Về chúng tôi',
    membership: 'Thành viên',
    copyright: '© Thuê Đồ — thuê và mua thời trang cho mọi dịp.',
  },
  errors: {
    /** Shown when a response body cannot be read or the request never reached the server (spec §8 'Network error'). */
    network: 'Lỗi kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
    /** Shown when the server answered with an error but gave no message. */
    requestFailed: 'Yêu cầu không thành công. Vui lòng thử lại.',
  },
  loader: {
    ariaLabel: 'Đang tải nội dung',
  },
  pages: {
    home: {
      title: 'Trang chủ',
      heroTitle: 'Thuê đồ đẹp cho mọi dịp',
      heroText:
        'Chọn trang phục yêu thích, đặt lịch thuê theo ngày hoặc mua lại với giá tốt.',
      heroPrimary: 'Xem danh mục',
      heroSecondary: 'Khuyến mãi',
      categoriesTitle: 'Danh mục',
      howTitle: 'Thuê đồ thế nào?',
      steps: [
        { title: 'Chọn trang phục', text: 'Duyệt theo danh mục và chọn món đồ bạn thích.' },
        { title: 'Chọn lịch thuê', text: 'Chọn ngày nhận và ngày trả phù hợp với dịp của bạn.' },
        { title: 'Nhận đồ và trả đúng hẹn', text: 'Diện đồ thật đẹp, hoàn trả khi hết lịch thuê.' },
      ],
      membershipTitle: 'Thành viên Thuê Đồ',
      membershipText: 'Gói thành viên giúp bạn được giảm giá khi thuê đồ.',
      membershipCta: 'Tìm hiểu gói thành viên',
    },
    fMenu: {
      title: 'Danh mục',
      description: 'Tất cả danh mục thời trang cho thuê và bán tại Thuê Đồ.',
      empty: 'Chưa có danh mục nào.',
      loadError: 'Không tải được danh mục.',
      expand: (name: string) => `Xem danh mục con của ${name}`,
      collapse: (name: string) => `Ẩn danh mục con của ${name}`,
      childCount: (count: number) => `${count} danh mục con`,
    },
    category: {
      description: (name: string) => `Thuê và mua ${name} tại Thuê Đồ.`,
      childrenTitle: 'Danh mục con',
    },
    login: { title: 'Đăng nhập', description: 'Đăng nhập tài khoản Thuê Đồ.' },
    register: { title: 'Đăng ký', description: 'Tạo tài khoản Thuê Đồ.' },
    forgotPassword: { title: 'Quên mật khẩu', description: 'Lấy lại mật khẩu tài khoản Thuê Đồ.' },
    resetPassword: { title: 'Đặt lại mật khẩu', description: 'Đặt mật khẩu mới cho tài khoản Thuê Đồ.' },
    account: {
      title: 'Tài khoản',
      description: 'Quản lý tài khoản, đơn hàng và địa chỉ của bạn.',
      sectionsLabel: 'Mục tài khoản',
      profile: 'Thông tin cá nhân',
      orderHistory: 'Lịch sử đơn hàng',
      orderDetail: (orderId: string) => `Đơn hàng ${orderId}`,
      favoriteProduct: 'Sản phẩm yêu thích',
      address: 'Sổ địa chỉ',
      myWallet: 'Ví của tôi',
      notification: 'Thông báo',
      changePassword: 'Đổi mật khẩu',
    },
    checkout: {
      title: 'Thanh toán',
      cart: 'Giỏ hàng',
      payment: 'Phương thức thanh toán',
      orderSuccess: 'Đặt hàng thành công',
    },
    aboutUs: { title: 'Về chúng tôi', description: 'Giới thiệu về Thuê Đồ.' },
    about: { title: 'Giới thiệu' },
    customerCare: { title: 'Chăm sóc khách hàng' },
    info: { title: 'Thông tin' },
    product: { title: 'Chi tiết sản phẩm' },
    self: { title: 'Trang thông tin' },
    membership: {
      title: 'Thành viên',
      description: 'Gói thành viên Thuê Đồ: giảm giá khi thuê đồ.',
    },
    onSale: {
      title: 'Khuyến mãi',
      description: 'Sản phẩm đang khuyến mãi và thanh lý tại Thuê Đồ.',
    },
    notFound: {
      title: 'Không tìm thấy trang',
      text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
      hint: 'Bạn có thể quay lại trang chủ hoặc xem các danh mục.',
      browseCategories: 'Xem danh mục',
    },
  },
} as const;

export type Strings = typeof vi;
export default vi;
