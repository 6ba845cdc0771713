/** The wallet's vocabulary, one definition for both halves (plain values: the TypeBox contract, ./wallet.ts, builds on them). */
export const WALLET_KINDS = ['available', 'membership', 'held'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
