/** The membership packages (writes are the owner's). */
import type { AdminPackageList, PackageInput } from '../../../../../core/contracts/admin-catalog';
import { adminApi } from '../../api';

const packagesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Packages'] }).injectEndpoints({
  endpoints: (build) => ({
    packages: build.query<AdminPackageList, void>({ query: () => '/membership-packages', providesTags: ['Packages'] }),
    addPackage: build.mutation<AdminPackageList, PackageInput>({ query: (body) => ({ url: '/membership-packages', method: 'POST', body }), invalidatesTags: ['Packages', 'Audit'] }),
    savePackage: build.mutation<AdminPackageList, { id: number; body: PackageInput }>({
      query: ({ id, body }) => ({ url: `/membership-packages/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Packages', 'Audit'],
    }),
  }),
});

export const { usePackagesQuery, useAddPackageMutation, useSavePackageMutation } = packagesApi;
