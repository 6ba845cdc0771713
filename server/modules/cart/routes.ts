/** `/v1/cart…`: the logged-in shopper's cart, the guest cart merged at log-in, and the rental calendar's invalid days (guests too). */
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AddLine, Cart, CartLineResult, DeleteLines, FreeSizes, FreeSizesQuery, InvalidDates, InvalidDatesQuery, LinesRemoved, MergeBody, MergeResult, UpdateLine } from '../../../core/contracts/cart';
import { IdParams, ref } from '../../../core/contracts/common';
import type { ApiModule } from '../types';
import { freeSizes, invalidRentDates } from './invalid-dates';
import { CART_MESSAGES } from './messages';
import { shopBackupFee } from './backup-fee';
import { addLine, cartDto, deleteLines, mergeLines, updateLine } from './service';

const TAGS = ['Giỏ hàng'];

export const cartRoutes: ApiModule = async (fastify, { accounts }) => {
  const { db } = accounts;
  shopBackupFee(); // a bad BACKUP_SIZE_FEE stops the start

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/cart/cart-item/list',
    { schema: { security: SHOPPER_SECURITY, summary: 'Giỏ hàng (mới thêm trước)', tags: TAGS, response: { 200: ref(Cart), ...errorResponses(401) } } },
    async (request) => cartDto(db, (await requireCustomer(request)).customer),
  );

  app.post(
    '/cart',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thêm vào giỏ (cùng sản phẩm, hình thức và ngày thì cộng số lượng)',
        tags: TAGS,
        body: AddLine,
        response: { 201: CartLineResult, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return reply.code(201).send({ item: await addLine(db, customer, request.body) });
    },
  );

  app.post(
    '/cart/merge',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gộp giỏ hàng của khách vãng lai khi đăng nhập (dòng không thêm được thì bỏ qua kèm lý do)',
        tags: TAGS,
        body: MergeBody,
        response: { 200: MergeResult, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return mergeLines(db, customer, request.body.items);
    },
  );

  app.put(
    '/cart/cart-item/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sửa số lượng / ngày thuê của một dòng',
        tags: TAGS,
        params: IdParams,
        body: UpdateLine,
        response: { 200: CartLineResult, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      if (request.body.id !== request.params.id) throw new HttpError(400, CART_MESSAGES.idMismatch);
      return { item: await updateLine(db, customer, request.params.id, request.body) };
    },
  );

  app.delete(
    '/cart/cart-item',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xóa các dòng khỏi giỏ (mã không thuộc bạn bị bỏ qua)',
        tags: TAGS,
        body: DeleteLines,
        response: {
          200: LinesRemoved,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return { status: 'ok', removed: await deleteLines(db, customer.id, request.body.ids) };
    },
  );

  app.post(
    '/cart/invalid-rent-date/list',
    {
      schema: {
        summary: 'Những ngày không thể thuê với số lượng này (khách vãng lai cũng gọi được)',
        tags: TAGS,
        body: InvalidDatesQuery,
        response: { 200: InvalidDates, ...errorResponses(400, 404) },
      },
    },
    async (request) => invalidRentDates(db, request.body),
  );

  app.post(
    '/cart/free-sizes',
    {
      schema: {
        summary: 'Những size còn thuê được cho ngày và số lượng đã chọn (khách vãng lai cũng gọi được)',
        tags: TAGS,
        body: FreeSizesQuery,
        response: { 200: FreeSizes, ...errorResponses(400, 404) },
      },
    },
    async (request) => freeSizes(db, request.body),
  );
};
