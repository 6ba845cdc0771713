import { get, post, put, putRaw } from '../../shared/api/http';
import type { AvatarContentType } from '../../../core/contracts/account-vocab';
import type { Customer, ProfileInput } from '../../../core/contracts/account';
import type { MembershipPackage } from '../../../core/contracts/membership';


/** GET /v1/customer/customer-profile. */
export function fetchProfile(): Promise<Customer> {
  return get<Customer>('/v1/customer/customer-profile');
}

/** GET /v1/consumer-membership-package/{id}: name, type and colour are merged into the profile's membership. */
export function fetchMembershipPackage(id: number): Promise<MembershipPackage> {
  return get<MembershipPackage>(`/v1/consumer-membership-package/${id}`);
}

/** PUT /v1/customer/customer-profile → the updated profile. */
export function updateProfile(update: ProfileInput): Promise<Customer> {
  return put<Customer>('/v1/customer/customer-profile', update);
}

/** POST /v1/customer/avatar/upload-url → a signed URL to PUT the image to. */
export function requestAvatarUpload(contentType: AvatarContentType): Promise<{ uploadUrl: string; avatarUrl: string }> {
  return post<{ uploadUrl: string; avatarUrl: string }>('/v1/customer/avatar/upload-url', { contentType });
}

/** Upload-URL, then the raw PUT of the file; resolves to the new avatarUrl (save the profile afterwards). */
export async function uploadAvatar(file: Blob, contentType: AvatarContentType): Promise<string> {
  const { uploadUrl, avatarUrl } = await requestAvatarUpload(contentType);
  const result = await putRaw<{ avatarUrl?: string }>(uploadUrl, file, contentType);
  return result?.avatarUrl ?? avatarUrl;
}
