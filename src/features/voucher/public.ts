/** The chosen voucher, for the cart's estimate and checkout's order. No component or words (components/VoucherField, ./strings). */
export { writeVoucherCode } from './storage';
export { useChosenVoucher, useVoucherCode } from './useChosenVoucher';
