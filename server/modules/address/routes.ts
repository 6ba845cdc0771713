/** `/v1/address/…` (divisions, public) and `/v1/customer/address…` (the shopper's address book). */
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { phoneSchema } from '../auth/identifiers';
import { requireCustomer } from '../auth/session';
import { STATUS_OK, idParams } from '../customer/schemas';
import type { ApiModule } from '../types';
import { DIVISION_SCHEMES, districtsOf, provinces, wardsOf, type DivisionScheme } from './divisions';
import { ADDRESS_MESSAGES, createAddress, deleteAddress, listAddresses, updateAddress, type AddressInput } from './service';

export const DIVISION_NOT_FOUND = 'Không tìm thấy đơn vị hành chính';
const TAGS = ['Địa chỉ'];

const divisionList = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: { $ref: 'Division#' } } },
} as const;
const schemeQuery = {
  type: 'object',
  properties: { scheme: { type: 'string', enum: [...DIVISION_SCHEMES], default: '2025' } },
} as const;
const codeParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', pattern: '^[0-9]{1,5}$' } } }) as const;
const code = { type: 'string', pattern: '^[0-9]{1,5}$' } as const;

const addressProperties = {
  id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  type: { type: 'string', enum: ['ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY'] },
  receiverName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  receiverPhone: phoneSchema,
  street: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
  scheme: { type: 'string', enum: [...DIVISION_SCHEMES], default: '2025' },
  cityId: code,
  districtId: { type: ['string', 'null'], pattern: '^[0-9]{1,5}$' },
  wardId: code,
  isDefault: { type: 'boolean' },
} as const;
const addressRequired = ['type', 'receiverName', 'receiverPhone', 'street', 'cityId', 'wardId'];

export const addressRoutes: ApiModule = async (app, { accounts }) => {
  const { db } = accounts;

  app.get<{ Querystring: { scheme: DivisionScheme } }>(
    '/address/city',
    {
      schema: {
        summary: 'Tỉnh/thành phố (scheme 2025: 34; legacy: 63), sắp xếp theo tên',
        tags: TAGS,
        querystring: schemeQuery,
        response: { 200: divisionList, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: provinces(request.query.scheme) }),
  );

  // Same param name as the ward route (one router node); it is the province code.
  app.get<{ Params: { id: string } }>(
    '/address/:id/district',
    {
      schema: {
        summary: 'Quận/huyện của một tỉnh/thành phố (chỉ scheme legacy)',
        tags: TAGS,
        params: codeParams('id'),
        response: { 200: divisionList, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const items = districtsOf(request.params.id);
      if (!items) throw new HttpError(404, DIVISION_NOT_FOUND);
      return { items };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { scheme: DivisionScheme } }>(
    '/address/:id/ward',
    {
      schema: {
        summary: 'Phường/xã: của một tỉnh (scheme 2025) hoặc của một quận/huyện (legacy)',
        tags: TAGS,
        params: codeParams('id'),
        querystring: schemeQuery,
        response: { 200: divisionList, ...errorResponses(400, 404) },
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
          200: {
            type: 'object',
            required: ['items', 'total'],
            properties: { items: { type: 'array', items: { $ref: 'Address#' } }, total: { type: 'integer' } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const items = await listAddresses(db, (await requireCustomer(request)).customer.id);
      return { items, total: items.length };
    },
  );

  app.post<{ Body: AddressInput }>(
    '/customer/address',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thêm địa chỉ (địa chỉ đầu tiên là mặc định)',
        tags: TAGS,
        body: { type: 'object', required: addressRequired, properties: addressProperties },
        response: { 201: { $ref: 'Address#' }, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return reply.code(201).send(await createAddress(db, customer.id, request.body));
    },
  );

  app.put<{ Params: { id: number }; Body: AddressInput & { id?: number } }>(
    '/customer/address/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sửa địa chỉ (gửi cả đối tượng)',
        tags: TAGS,
        params: idParams,
        body: { type: 'object', required: addressRequired, properties: addressProperties },
        response: { 200: { $ref: 'Address#' }, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      if (request.body.id !== undefined && request.body.id !== request.params.id) throw new HttpError(400, ADDRESS_MESSAGES.idMismatch);
      return updateAddress(db, customer.id, request.params.id, request.body);
    },
  );

  app.delete<{ Params: { id: number }; Body: { id?: unknown } | undefined }>(
    '/customer/address/:id',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xoá địa chỉ',
        tags: TAGS,
        params: idParams,
        response: { 200: { $ref: 'StatusOk#' }, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const bodyId = request.body && typeof request.body === 'object' ? request.body.id : undefined;
      if (bodyId !== undefined && Number(bodyId) !== request.params.id) throw new HttpError(400, ADDRESS_MESSAGES.idMismatch);
      await deleteAddress(db, customer.id, request.params.id);
      return STATUS_OK;
    },
  );
};
