import { get } from '../../../shared/api/http';
import type { Division, DivisionList } from '../../../../core/contracts/address';
import type { DivisionScheme } from '../../../../core/contracts/address-vocab';

/** GET /v1/address/city?scheme= → provinces (34 from 2025, 63 legacy). */
export async function fetchCities(scheme: DivisionScheme): Promise<Division[]> {
  const body = await get<DivisionList>(`/v1/address/city?scheme=${scheme}`);
  return body?.items ?? [];
}

/** GET /v1/address/{cityId}/district (legacy only). */
export async function fetchDistricts(cityId: string): Promise<Division[]> {
  const body = await get<DivisionList>(`/v1/address/${encodeURIComponent(cityId)}/district`);
  return body?.items ?? [];
}

/** GET /v1/address/{id}/ward?scheme= — a province code for 2025, a district code for legacy. */
export async function fetchWards(id: string, scheme: DivisionScheme): Promise<Division[]> {
  const body = await get<DivisionList>(`/v1/address/${encodeURIComponent(id)}/ward?scheme=${scheme}`);
  return body?.items ?? [];
}
