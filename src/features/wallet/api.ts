import { get } from '../../shared/api/http';
import type { Paged, WalletBalances, WalletEntryDto } from '../account/types';

export const WALLET_PAGE_SIZE = 20;

/** GET /v1/wallet → the two balances and their sum. */
export function fetchBalances(): Promise<WalletBalances> {
  return get<WalletBalances>('/v1/wallet');
}

/** GET /v1/wallet/transactions?pagination… (newest first). */
export function fetchHistory(page = 1, limit = WALLET_PAGE_SIZE): Promise<Paged<WalletEntryDto>> {
  return get<Paged<WalletEntryDto>>(`/v1/wallet/transactions?pagination.page=${page}&pagination.limit=${limit}`);
}
