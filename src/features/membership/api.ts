import { get, newIdempotencyKey, post } from '../../shared/api/http';
import type { Customer } from '../../../core/contracts/account';
import type { MembershipPackage } from '../../../core/contracts/membership';

/** GET /v1/consumer-membership-package/list. */
export async function fetchPackages(): Promise<MembershipPackage[]> {
  const body = await get<{ items: MembershipPackage[] }>('/v1/consumer-membership-package/list');
  return body?.items ?? [];
}

/** POST /v1/consumer-membership-package/{id}/purchase with the wallet → the updated profile (409 when short). */
export function purchasePackage(id: number): Promise<Customer> {
  return post<Customer>(`/v1/consumer-membership-package/${id}/purchase`, { paymentMethod: 'wallet' }, { idempotencyKey: newIdempotencyKey() });
}
