/** `/v1/address/…` (divisions, public) and `/v1/customer/address…` (the shopper's address book). */
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Address, AddressInput, AddressList, DivisionList, DivisionParams, SchemeQuery } from '../../../core/contracts/address';
import { IdParams, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import type { ApiModule } from '../types';
import { districtsOf, provinces, wardsOf } from './divisions';
import { ADDRESS_MESSAGES, createAddress, deleteAddress, listAddresses, updateAddress } from './service';

export const DIVISION_NOT_FOUND = 'Không tìm thấy đơn vị hành chính';
const TAGS = ['Địa chỉ'];

export const addressRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  app.get(
    '/address/city',
    {
      schema: {
        summary: 'Tỉnh/thành phố (scheme 2025: 34; legacy: 63), sắp xếp theo tên',
        tags: TAGS,
        querystring: SchemeQuery,
        response: { 200: DivisionList, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: provinces(request.query.scheme) }),
  );

  // Same param name as the ward route (one router node); it is the province code.
  app.get(
    '/address/:id/district',
    {
      schema: {
        summary: 'Quận/huyện của một tỉnh/thành phố (chỉ scheme legacy)',
        tags: TAGS,
        params: DivisionParams,
        response: { 200: DivisionList, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const items = districtsOf(request.params.id);
      if (!items) throw new HttpError(404, DIVISION_NOT_FOUND);
      return { items };
    },
  );

  app.get(
    '/address/:id/ward',
    {
      schema: {
        summary: 'Phường/xã: của một tỉnh (scheme 2025) hoặc của một quận/huyện (legacy)',
        tags: TAGS,
        params: DivisionParams,
        querystring: SchemeQuery,
        response: { 200: DivisionList, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const items = wardsOf(request.query.scheme, request.params.id);
      if (!items) throw new HttpError(404, DIVISION_NOT_FOUND);
      return { items };
    },
  );

  app.get(
    '/customer/address',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sổ địa chỉ (mặc định trước)',
        tags: TAGS,
        response: {
          200: AddressList,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const items = await listAddresses(db, (await requireCustomer(request)).customer.id);
      return { items, total: items.length };
    },
  );

  app.post(
    '/customer/address',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thêm địa chỉ (địa chỉ đầu tiên là mặc định)',
        tags: TAGS,
        body: AddressInput,
        response: { 201: ref(Address), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return reply.code(201).send(await createAddress(db, customer.id, request.body));
    },
  );

  app.put(
    '/customer/address/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sửa địa chỉ (gửi cả đối tượng)',
        tags: TAGS,
        params: IdParams,
        body: AddressInput,
        response: { 200: ref(Address), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      if (request.body.id !== undefined && request.body.id !== request.params.id) throw new HttpError(400, ADDRESS_MESSAGES.idMismatch);
      return updateAddress(db, customer.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/customer/address/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xoá địa chỉ',
        tags: TAGS,
        params: IdParams,
        response: { 200: ref(StatusOk), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const body: unknown = request.body;
      const bodyId = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
      if (bodyId !== undefined && Number(bodyId) !== request.params.id) throw new HttpError(400, ADDRESS_MESSAGES.idMismatch);
      await deleteAddress(db, customer.id, request.params.id);
      return STATUS_OK;
    },
  );
};
