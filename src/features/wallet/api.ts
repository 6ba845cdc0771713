import { get, post } from '../../shared/api/http';
import type { Withdrawal, WithdrawalBody } from '../../../core/contracts/refund';
import type { Paged } from '../../../core/contracts/common';
import type { WalletBalances } from '../../../core/contracts/account';
import type { WalletEntry } from '../../../core/contracts/wallet';

export const WALLET_PAGE_SIZE = 20;

/** GET /v1/wallet → the two balances and their sum. */
export function fetchBalances(): Promise<WalletBalances> {
  return get<WalletBalances>('/v1/wallet');
}

/** GET /v1/wallet/transactions?pagination… (newest first). */
export function fetchHistory(page = 1, limit = WALLET_PAGE_SIZE): Promise<Paged<WalletEntry>> {
  return get<Paged<WalletEntry>>(`/v1/wallet/transactions?pagination.page=${page}&pagination.limit=${limit}`);
}

/** POST /v1/wallet/withdrawals: the amount is held at once; the shop pays it or rejects it. */
export function requestWithdrawal(body: WithdrawalBody): Promise<Withdrawal> {
  return post<Withdrawal>('/v1/wallet/withdrawals', body);
}

/** GET /v1/wallet/withdrawals (newest first). */
export function fetchWithdrawals(): Promise<Paged<Withdrawal>> {
  return get<Paged<Withdrawal>>('/v1/wallet/withdrawals?pagination.page=1&pagination.limit=20');
}
