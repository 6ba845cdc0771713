/** The accounts' vocabularies (sign-in providers, genders, verification channels, address kinds), one definition for both halves. */
export const LOGIN_PROVIDERS = ['default', 'facebook', 'google', 'apple'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const VERIFICATION_CHANNELS = ['email', 'phone'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const ADDRESS_TYPES = ['ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** `2025`: province → ward (34 provinces); `legacy`: province → district → ward (63). */
export const DIVISION_SCHEMES = ['2025', 'legacy'] as const;
export type DivisionScheme = (typeof DIVISION_SCHEMES)[number];
export const WALLET_KINDS = ['available', 'membership'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
