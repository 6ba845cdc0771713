/**
 * The shop's own contact as printed on its papers and shown to shoppers: one set of defaults for both halves, each
 * replaced by the deployment's GATSBY_SHOP_NAME / GATSBY_SHOP_ADDRESS / GATSBY_HOTLINE / GATSBY_SHOP_EMAIL (the
 * storefront reads them at build time, the server at start).
 */
export const SHOP_CONTACT_DEFAULTS = {
  name: 'Cửa hàng Thuê Đồ Hàng Bạc',
  address: '36 Hàng Bạc, Phường Hoàn Kiếm, Thành phố Hà Nội',
  hours: '9:00–21:00 hằng ngày',
  hotline: '024 3926 8686',
  email: 'hotro@thuedo.vn',
} as const;
