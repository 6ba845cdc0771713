/** The audit log, 50 entries a page. */
import type { AuditList } from '../../../../../core/contracts/admin';
import { adminApi } from '../../api';

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditList, number>({ query: (page) => ({ url: '/audit', params: { 'pagination.page': page, 'pagination.limit': 50 } }), providesTags: ['Audit'] }),
  }),
});

export const { useAuditQuery } = auditApi;
