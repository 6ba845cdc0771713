/** Accounts API shapes (docs/accounts-api.md). */
import type { Pagination } from '../catalog/types';

export type LoginProvider = 'default' | 'facebook' | 'google' | 'apple';

export interface UserDto {
  id: number;
  email: string | null;
  phone: string | null;
  fullName: string;
  provider: LoginProvider;
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: string;
}

export interface MembershipDto {
  membershipPackageId: number;
  name: string;
  type: string;
  color: string;
  percentDiscount: number;
  extendDay: number;
  isFreeFirstOrder: boolean;
  isUsedFreeFirstOrder: boolean;
  startedDate: string;
  expiredDate: string;
}

export type Gender = 'male' | 'female' | 'other';

export interface CustomerDto {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  gender: Gender | null;
  birthday: string | null;
  avatarUrl: string | null;
  membership: MembershipDto | null;
  availableBalance: number;
  membershipAvailableBalance: number;
  walletCoin: number;
  /** The welcome credit waiting for a verified email or phone (0 once given). */
  welcomeCreditPending: number;
}

export type VerificationChannel = 'email' | 'phone';

export interface VerificationSent {
  channel: VerificationChannel;
  /** Masked: "n***@gmail.com", "+84 *** *** 678". */
  destination: string;
  expiresInSeconds: number;
}

export interface SessionDto {
  user: UserDto;
  customer: CustomerDto;
}

export type AddressType = 'ADDRESS_TYPE_HOME' | 'ADDRESS_TYPE_COMPANY';
export type AddressScheme = '2025' | 'legacy';

export interface AddressDto {
  id: number;
  type: AddressType;
  receiverName: string;
  receiverPhone: string;
  street: string;
  scheme: AddressScheme;
  cityId: string;
  cityName: string;
  districtId: string | null;
  districtName: string | null;
  wardId: string;
  wardName: string;
  isDefault: boolean;
  newWard: { id: string; name: string } | null;
  fullAddress: string;
  createdAt: string;
}

/** What the shopper submits; the server fills the names. */
export interface AddressInput {
  id?: number;
  type: AddressType;
  receiverName: string;
  receiverPhone: string;
  street: string;
  scheme: AddressScheme;
  cityId: string;
  districtId: string | null;
  wardId: string;
  isDefault: boolean;
}

export interface Division {
  id: string;
  name: string;
  type: string;
}

export interface MembershipPackageDto {
  id: number;
  name: string;
  type: string;
  color: string;
  percentDiscount: number;
  extendDay: number;
  isFreeFirstOrder: boolean;
  price: number;
  durationDays: number;
  description: string;
}

export interface WalletBalances {
  availableBalance: number;
  membershipAvailableBalance: number;
  walletCoin: number;
}

export interface WalletEntryDto {
  id: number;
  kind: 'available' | 'membership';
  amount: number;
  reason: string;
  description: string;
  createdAt: string;
  balanceAfter: number;
}

export interface NotificationDto {
  id: number;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

export interface StatusDto {
  status: 'ok';
}
