import { get, newIdempotencyKey, post } from '../../shared/api/http';
import type { CustomerDto, MembershipPackageDto } from '../account/types';

/** GET /v1/consumer-membership-package/list. */
export async function fetchPackages(): Promise<MembershipPackageDto[]> {
  const body = await get<{ items: MembershipPackageDto[] }>('/v1/consumer-membership-package/list');
  return body?.items ?? [];
}

/** POST /v1/consumer-membership-package/{id}/purchase with the wallet → the updated profile (409 when short). */
export function purchasePackage(id: number): Promise<CustomerDto> {
  return post<CustomerDto>(`/v1/consumer-membership-package/${id}/purchase`, { paymentMethod: 'wallet' }, { idempotencyKey: newIdempotencyKey() });
}
