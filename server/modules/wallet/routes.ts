/** `/v1/wallet…`: balances (derived from the ledger) and the ledger itself, with the balance after each entry. */
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../auth/session';
import { paginationQuery, type PaginationQuery } from '../catalog/schemas';
import type { ApiModule } from '../types';
import { balancesOf, ledgerPage } from './ledger';

const TAGS = ['Ví'];
const integer = { type: 'integer' } as const;

export const walletRoutes: ApiModule = async (app, { accounts }) => {
  const { db } = accounts;

  app.get(
    '/wallet',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Số dư ví (tính từ sổ giao dịch)',
        tags: TAGS,
        response: {
          200: {
            type: 'object',
            required: ['availableBalance', 'membershipAvailableBalance', 'walletCoin'],
            properties: { availableBalance: integer, membershipAvailableBalance: integer, walletCoin: integer },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request) => balancesOf(db, (await requireCustomer(request)).customer.id),
  );

  app.get<{ Querystring: PaginationQuery }>(
    '/wallet/transactions',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Giao dịch ví, mới nhất trước, kèm số dư sau mỗi giao dịch',
        tags: TAGS,
        querystring: { type: 'object', properties: paginationQuery(20, 100) },
        response: {
          200: {
            type: 'object',
            required: ['items', 'pagination'],
            properties: { items: { type: 'array', items: { $ref: 'WalletEntry#' } }, pagination: { $ref: 'Pagination#' } },
          },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const page = request.query['pagination.page'];
      const limit = request.query['pagination.limit'];
      const { items, total } = await ledgerPage(db, customer.id, page, limit);
      return { items, pagination: { page, limit, total } };
    },
  );
};
