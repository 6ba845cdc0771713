import { call } from 'redux-saga/effects';
import * as profileApi from './api';
import type { Customer } from '../../../core/contracts/account';
import type { MembershipPackage } from '../../../core/contracts/membership';

/** When the profile has a membership, its package's name, type and colour are merged in. */
export function* withPackage(customer: Customer) {
  const id = customer.membership?.membershipPackageId;
  if (!customer.membership || !id) return customer;
  try {
    const pkg: MembershipPackage = yield call(profileApi.fetchMembershipPackage, id);
    return { ...customer, membership: { ...customer.membership, name: pkg.name, type: pkg.type, color: pkg.color } };
  } catch {
    return customer;
  }
}
