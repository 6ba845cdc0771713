/**
 * `/v1/wallet…`: balances (derived from the ledger) and the ledger itself, with the balance after each entry; the
 * shopper's withdrawals to a bank account (./withdrawals.ts).
 */
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { WalletBalances } from '../../../core/contracts/account';
import { PaginationQuery, ref } from '../../../core/contracts/common';
import { WalletEntries } from '../../../core/contracts/wallet';
import type { ApiModule } from '../types';
import { Withdrawal, WithdrawalBody, Withdrawals } from '../../../core/contracts/refund';
import { balancesOf, ledgerPage } from './ledger';
import { listWithdrawals, requestWithdrawal } from './withdrawals';

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

  app.post(
    '/wallet/withdrawals',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Yêu cầu rút tiền từ ví về tài khoản ngân hàng: số tiền được giữ lại ngay cho đến khi cửa hàng chuyển khoản hoặc từ chối',
        tags: TAGS,
        body: WithdrawalBody,
        response: { 201: ref(Withdrawal), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return reply.code(201).send(await requestWithdrawal(db, customer.id, request.body));
    },
  );

  app.get(
    '/wallet/withdrawals',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Các yêu cầu rút tiền của bạn, mới nhất trước',
        tags: TAGS,
        querystring: PaginationQuery(20, 100),
        response: { 200: Withdrawals, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const page = request.query['pagination.page'];
      const limit = request.query['pagination.limit'];
      const { items, total } = await listWithdrawals(db, customer.id, page, limit);
      return { items, pagination: { page, limit, total } };
    },
  );
};
