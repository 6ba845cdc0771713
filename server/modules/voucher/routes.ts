/** `/v1/voucher…`: the shopper's "Ví voucher" and a typed code's terms (the cart estimates with them). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { ApiModule } from '../types';
import { VoucherCheck, VoucherTerms, VoucherWallet } from '../../../core/contracts/voucher';
import { lookUpCode, shopperTerms, walletVouchers } from './terms';

const TAGS = ['Voucher'];

export const voucherRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  app.get(
    '/voucher',
    { schema: { security: SHOPPER_SECURITY, summary: 'Ví voucher: voucher đang chạy mà khách còn dùng được', tags: TAGS, response: { 200: VoucherWallet, ...errorResponses(401) } } },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return { items: await walletVouchers(db, customer.id) };
    },
  );

  app.post(
    '/voucher/check',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Điều kiện của một mã voucher với khách này (giỏ hàng tự tính phần giảm)',
        tags: TAGS,
        body: VoucherCheck,
        response: { 200: VoucherTerms, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return (await shopperTerms(db, await lookUpCode(db, request.body.code, customer.id), customer.id)).terms;
    },
  );
};
