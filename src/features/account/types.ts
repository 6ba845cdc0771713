/** Accounts API shapes: the contracts' (src/shared/contracts/{account,address,membership,wallet,notification}.ts), under the names the storefront uses. */
import type { Account, Customer, Membership, User, VerificationSent, WalletBalances } from '../../shared/contracts/account';
import type { Address, AddressInput as AddressInputContract, Division as DivisionContract } from '../../shared/contracts/address';
import type { StatusOk } from '../../shared/contracts/common';
import type { MembershipPackage } from '../../shared/contracts/membership';
import type { Notification } from '../../shared/contracts/notification';
import type { WalletEntry } from '../../shared/contracts/wallet';

export type { AddressType, DivisionScheme as AddressScheme, Gender, LoginProvider, VerificationChannel } from '../../shared/api-types/account';
export type { Paged } from '../../shared/contracts/common';
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
