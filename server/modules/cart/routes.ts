/** `/v1/cart…`: the logged-in shopper's cart, the guest cart merged at log-in, and the rental calendar's invalid days (guests too). */
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../auth/session';
import { idParams } from '../customer/schemas';
import type { ApiModule } from '../types';
import { invalidRentDates, type InvalidDatesInput } from './invalid-dates';
import { CART_MESSAGES } from './messages';
import {
  addLineBody,
  cartItemSchema,
  cartSchema,
  deleteLinesBody,
  invalidDatesBody,
  invalidDatesResponse,
  mergeBody,
  mergeResponse,
  updateLineBody,
} from './schemas';
import { addLine, cartDto, deleteLines, mergeLines, updateLine, type AddLineInput, type UpdateLineInput } from './service';

const TAGS = ['Giỏ hàng'];
const itemResponse = { type: 'object', required: ['item'], properties: { item: cartItemSchema } } as const;

export const cartRoutes: ApiModule = async (app, { accounts }) => {
  const { db } = accounts;

  app.get(
    '/cart/cart-item/list',
    { schema: { security: SHOPPER_SECURITY, summary: 'Giỏ hàng (mới thêm trước)', tags: TAGS, response: { 200: cartSchema, ...errorResponses(401) } } },
    async (request) => cartDto(db, (await requireCustomer(request)).customer),
  );

  app.post<{ Body: AddLineInput }>(
    '/cart',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thêm vào giỏ (cùng sản phẩm, hình thức và ngày thì cộng số lượng)',
        tags: TAGS,
        body: addLineBody,
        response: { 201: itemResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return reply.code(201).send({ item: await addLine(db, customer, request.body) });
    },
  );

  app.post<{ Body: { items: AddLineInput[] } }>(
    '/cart/merge',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gộp giỏ hàng của khách vãng lai khi đăng nhập (dòng không thêm được thì bỏ qua kèm lý do)',
        tags: TAGS,
        body: mergeBody,
        response: { 200: mergeResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return mergeLines(db, customer, request.body.items);
    },
  );

  app.put<{ Params: { id: number }; Body: UpdateLineInput & { id: number } }>(
    '/cart/cart-item/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sửa số lượng / ngày thuê của một dòng',
        tags: TAGS,
        params: idParams,
        body: updateLineBody,
        response: { 200: itemResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      if (request.body.id !== request.params.id) throw new HttpError(400, CART_MESSAGES.idMismatch);
      return { item: await updateLine(db, customer, request.params.id, request.body) };
    },
  );

  app.delete<{ Body: { ids: number[] } }>(
    '/cart/cart-item',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xóa các dòng khỏi giỏ (mã không thuộc bạn bị bỏ qua)',
        tags: TAGS,
        body: deleteLinesBody,
        response: {
          200: { type: 'object', required: ['status', 'removed'], properties: { status: { type: 'string' }, removed: { type: 'integer' } } },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return { status: 'ok', removed: await deleteLines(db, customer.id, request.body.ids) };
    },
  );

  app.post<{ Body: InvalidDatesInput }>(
    '/cart/invalid-rent-date/list',
    {
      schema: {
        summary: 'Những ngày không thể thuê với số lượng này (khách vãng lai cũng gọi được)',
        tags: TAGS,
        body: invalidDatesBody,
        response: { 200: invalidDatesResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => invalidRentDates(db, request.body),
  );
};
