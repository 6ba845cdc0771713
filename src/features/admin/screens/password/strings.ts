/** The password screen's tab (its form's texts are the log-in's: auth/strings.ts). */

export const text = {
  nav: 'Đổi mật khẩu',
} as const;
