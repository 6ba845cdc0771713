/** Accounts API shapes: the contracts' (core/contracts/{account,address,membership,wallet,notification}.ts), under the names the storefront uses. */
import type { Account, Customer, Membership, User, VerificationSent, WalletBalances } from '../../../core/contracts/account';
import type { Address, AddressInput as AddressInputContract, Division as DivisionContract } from '../../../core/contracts/address';
import type { StatusOk } from '../../../core/contracts/common';
import type { MembershipPackage } from '../../../core/contracts/membership';
import type { Notification } from '../../../core/contracts/notification';
import type { WalletEntry } from '../../../core/contracts/wallet';

export type { Gender, LoginProvider, VerificationChannel } from '../../../core/contracts/account-vocab';
export type { AddressType, DivisionScheme as AddressScheme } from '../../../core/contracts/address-vocab';
export type { Paged } from '../../../core/contracts/common';
export type { VerificationSent, WalletBalances };

export type UserDto = User;
export type MembershipDto = Membership;
export type CustomerDto = Customer;
export type SessionDto = Account;
export type AddressDto = Address;
export type AddressInput = AddressInputContract;
export type Division = DivisionContract;
export type MembershipPackageDto = MembershipPackage;
export type WalletEntryDto = WalletEntry;
export type NotificationDto = Notification;
export type StatusDto = StatusOk;
