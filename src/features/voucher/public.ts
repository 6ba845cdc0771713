/** The chosen voucher, for the cart's estimate and checkout's order. No component (the field: components/VoucherField). */
export { writeVoucherCode } from './storage';
export { voucherStrings } from './strings';
export { useChosenVoucher, useVoucherCode } from './useChosenVoucher';
