/** `/v1/wallet…`: balances (derived from the ledger) and the ledger itself, with the balance after each entry. */
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { WalletBalances } from '../../../core/contracts/account';
import { PaginationQuery } from '../../../core/contracts/common';
import { WalletEntries } from '../../../core/contracts/wallet';
import type { ApiModule } from '../types';
import { balancesOf, ledgerPage } from './ledger';

const TAGS = ['Ví'];

export const walletRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  app.get(
    '/wallet',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Số dư ví (tính từ sổ giao dịch)',
        tags: TAGS,
        response: {
          200: WalletBalances,
          ...errorResponses(401),
        },
      },
    },
    async (request) => balancesOf(db, (await requireCustomer(request)).customer.id),
  );

  app.get(
    '/wallet/transactions',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Giao dịch ví, mới nhất trước, kèm số dư sau mỗi giao dịch',
        tags: TAGS,
        querystring: PaginationQuery(20, 100),
        response: {
          200: WalletEntries,
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
