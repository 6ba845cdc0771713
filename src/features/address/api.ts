import { del, get, post, put } from '../../shared/api/http';
import type { Address, AddressInput, AddressList } from '../../../core/contracts/address';

/** GET /v1/customer/address → `{ items, total }` (default first). */
export function fetchAddresses(): Promise<AddressList> {
  return get<AddressList>('/v1/customer/address');
}

/** POST /v1/customer/address → 201 the new address. */
export function createAddress(input: AddressInput): Promise<Address> {
  return post<Address>('/v1/customer/address', input);
}

/** PUT /v1/customer/address/{id} with the full object. */
export function updateAddress(input: AddressInput & { id: number }): Promise<Address> {
  return put<Address>(`/v1/customer/address/${input.id}`, input);
}

/** DELETE /v1/customer/address/{id} with body `{ id }`. */
export function deleteAddress(id: number): Promise<number> {
  return del(`/v1/customer/address/${id}`, { id });
}
