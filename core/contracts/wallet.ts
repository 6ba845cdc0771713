/** The wallet's API contract (TypeBox): balances and the ledger. */
import { Type, type Static } from 'typebox';
import { WALLET_KINDS } from './wallet-vocab';
import { DateTime, Int, Paged, Str, StringEnum } from './common';

export const WalletEntry = Type.Object(
  { id: Int, kind: StringEnum(WALLET_KINDS), amount: Int, reason: Str, description: Str, createdAt: DateTime, balanceAfter: Int },
  { $id: 'WalletEntry' },
);
export const WalletEntries = Paged(WalletEntry);

export const WALLET_SCHEMAS = [WalletEntry] as const;

export type WalletEntry = Static<typeof WalletEntry>;
