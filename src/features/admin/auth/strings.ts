/** The log-in and password forms' texts (before and after a session). */

export const text = {
  login: {
    title: 'Đăng nhập quản trị',
    intro: 'Dành cho nhân viên cửa hàng. Khách mua hàng đăng nhập tại trang Tài khoản.',
    email: 'Email',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    emailRequired: 'Vui lòng nhập email',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    code: 'Mã đăng nhập (6 chữ số)',
    codeRequired: 'Vui lòng nhập mã 6 chữ số đã gửi tới email',
    sendCode: 'Gửi mã đăng nhập qua email',
    sendCodeAgain: 'Gửi lại mã',
  },
  password: {
    title: 'Đổi mật khẩu',
    intro: 'Sau khi đổi, các phiên đăng nhập khác của bạn (máy khác, trình duyệt khác) sẽ kết thúc.',
    old: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới (ít nhất 8 ký tự)',
    confirm: 'Nhập lại mật khẩu mới',
    oldRequired: 'Vui lòng nhập mật khẩu hiện tại',
    newRequired: 'Mật khẩu mới cần ít nhất 8 ký tự',
    mismatch: 'Hai lần nhập mật khẩu mới không khớp',
    submit: 'Đổi mật khẩu',
    setTitle: 'Đặt mật khẩu mới',
    setIntro: 'Liên kết này do chủ cửa hàng tạo, dùng được một lần trong 1 giờ.',
    setSubmit: 'Lưu mật khẩu',
    noToken: 'Liên kết thiếu mã: hãy mở đúng liên kết chủ cửa hàng đã gửi, hoặc nhờ tạo liên kết mới.',
    toLogin: 'Đến trang đăng nhập',
  },
} as const;
