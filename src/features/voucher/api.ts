/** The shopper's voucher calls (cart and checkout only). */
import { get, post } from '../../shared/api/http';
import type { VoucherWallet } from '../../../core/contracts/voucher';
import type { VoucherTerms } from '../../../core/rules/voucher';

/** GET /v1/voucher → the running vouchers the shopper can still use. */
export const fetchVoucherWallet = (): Promise<VoucherWallet> => get<VoucherWallet>('/v1/voucher');

/**
 * POST /v1/voucher/check `{ code }` → the code's terms for this shopper (404 with a message when it does not exist).
 * Quiet: the voucher sheet shows the refusal under the field, and a remembered code that expired is simply dropped.
 */
export const checkVoucher = (code: string): Promise<VoucherTerms> => post<VoucherTerms>('/v1/voucher/check', { code }, { quiet: true });
