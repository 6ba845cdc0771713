/**
 * The accounts' API contract (TypeBox): registration, log-in, the session, verification, the profile and its avatar.
 * The server validates and documents with these schemas; the storefront takes their types with `import type`.
 */
import { Type, type Static } from 'typebox';
import { AVATAR_CONTENT_TYPES, GENDERS, LOGIN_PROVIDERS, VERIFICATION_CHANNELS } from './account-vocab';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../rules/identifiers';
import { Bool, DateTime, Int, LoginCode, NullableStr, Str, StringEnum, nullable, ref } from './common';
import { packageTermsProperties } from './membership';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
export const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 12 });
export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
export const FullName = Type.String({ minLength: 1, maxLength: FULL_NAME_MAX_LENGTH, pattern: '\\S' });
const NullableGender = Type.Unsafe<(typeof GENDERS)[number] | null>({ type: ['string', 'null'], enum: [...GENDERS, null] });

export const User = Type.Object(
  {
    id: Int,
    email: NullableStr,
    phone: NullableStr,
    fullName: Str,
    provider: StringEnum(LOGIN_PROVIDERS),
    emailVerified: Bool,
    phoneVerified: Bool,
    createdAt: DateTime,
  },
  { $id: 'User' },
);

export const Membership = Type.Object(
  {
    membershipPackageId: Int,
    ...packageTermsProperties,
    isUsedFreeFirstOrder: Bool,
    startedDate: DateTime,
    expiredDate: DateTime,
  },
  { $id: 'Membership' },
);

/** The wallet's three balances, derived from its ledger. */
export const WalletBalances = Type.Object({ availableBalance: Int, membershipAvailableBalance: Int, walletCoin: Int });

export const Customer = Type.Object(
  {
    id: Int,
    fullName: Str,
    email: NullableStr,
    phone: NullableStr,
    gender: NullableGender,
    birthday: NullableStr,
    avatarUrl: NullableStr,
    membership: nullable(Membership),
    ...WalletBalances.properties,
    /** The welcome credit still waiting for a verified email or phone (0 once given). */
    welcomeCreditPending: Int,
  },
  { $id: 'Customer' },
);

export const Account = Type.Object({ user: ref(User), customer: ref(Customer) }, { $id: 'Account' });
/** `GET /v1/user/consumer/session`: a guest is an answer (null), not an error. */
export const Session = Type.Object({ account: nullable(Account) });

export const RegisterBody = Type.Object(
  { fullName: FullName, email: Type.Optional(Email), phone: Type.Optional(Phone), password: Password },
  { additionalProperties: false },
);
export const LoginBody = Type.Object(
  {
    provider: Type.Optional(Type.Unsafe<(typeof LOGIN_PROVIDERS)[number]>({ type: 'string', enum: [...LOGIN_PROVIDERS], default: 'default' })),
    identifier: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    accessToken: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
    /** The code mailed for a new device, when the answer was 429 `login-code-required`. */
    code: Type.Optional(LoginCode),
  },
  { additionalProperties: false },
);
/** Asks for a log-in code for a new device (sent to the account's email, else its phone). */
export const LoginCodeBody = Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 320 }) }, { additionalProperties: false });
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export const ResetPasswordBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false });
export const ChangePasswordBody = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: Password },
  { additionalProperties: false },
);

const Channel = StringEnum(VERIFICATION_CHANNELS);
export const VerificationBody = Type.Object({ channel: Channel }, { additionalProperties: false });
export const VerificationConfirmBody = Type.Object(
  { channel: Channel, code: Type.String({ pattern: '^\\s*[0-9]{6}\\s*$' }) },
  { additionalProperties: false },
);
export const VerificationSent = Type.Object({
  channel: Channel,
  /** Masked: "n***@gmail.com", "+84 *** *** 678". */
  destination: Str,
  expiresInSeconds: Int,
});

/** `PUT /v1/customer/customer-profile`: email/phone left out stay as they are, null removes them. */
export const ProfileInput = Type.Object({
  fullName: FullName,
  phone: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: PHONE_PATTERN, maxLength: 12 })),
  email: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH })),
  gender: Type.Optional(NullableGender),
  birthday: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date' })),
  avatarUrl: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 2048 })),
});

const ContentType = StringEnum(AVATAR_CONTENT_TYPES);
export const AvatarUploadUrlBody = Type.Object({ contentType: ContentType });
export const AvatarUploadUrl = Type.Object({ uploadUrl: Str, avatarUrl: Str });
export const AvatarUploadParams = Type.Object({ customerId: Type.Integer({ minimum: 1, maximum: 2147483647 }), hash: Type.String({ pattern: '^[a-f0-9]{24}$' }) });
export const AvatarUploadQuery = Type.Object({
  contentType: ContentType,
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ minLength: 1, maxLength: 100 }),
});
export const AvatarUploaded = Type.Object({ avatarUrl: Str });

export const ACCOUNT_SCHEMAS = [User, Membership, Customer, Account] as const;

export type User = Static<typeof User>;
export type Membership = Static<typeof Membership>;
export type WalletBalances = Static<typeof WalletBalances>;
export type Customer = Static<typeof Customer>;
export type Account = Static<typeof Account>;
export type Session = Static<typeof Session>;
export type RegisterBody = Static<typeof RegisterBody>;
export type LoginBody = Static<typeof LoginBody>;
export type LoginCodeBody = Static<typeof LoginCodeBody>;
export type VerificationSent = Static<typeof VerificationSent>;
export type ProfileInput = Static<typeof ProfileInput>;
