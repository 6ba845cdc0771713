/** `/v1/customer/customer-profile` and the avatar upload (docs/accounts-api.md). */
import { eq } from 'drizzle-orm';
import { customers, users } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { consumerGuardExempt } from '../../http/consumer-guard';
import { AUTH_MESSAGES, assertAvailable, isUniqueViolation, parseIdentifiers } from '../auth/service';
import { requireCustomer } from '../../http/session';
import { consumeRateLimit } from '../../http/rate-limit';
import { admitUpload } from '../../shared/image-upload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AvatarUploadParams, AvatarUploadQuery, AvatarUploadUrl, AvatarUploadUrlBody, AvatarUploaded, Customer, ProfileInput } from '../../../core/contracts/account';
import { ref } from '../../../core/contracts/common';
import type { ApiModule } from '../types';
import { AvatarFiles } from './avatar-files';
import { AVATAR_CONTENT_TYPES } from '../../../core/contracts/account-vocab';
import { AVATAR_MAX_BYTES, acceptUpload, createUploadUrl } from './avatar';
import { loadAccount, toCustomerDto } from '../auth/account';

export const PROFILE_MESSAGES = {
  badBirthday: 'Ngày sinh không hợp lệ',
  badAvatar: 'Ảnh đại diện không hợp lệ',
} as const;

const TAGS = ['Hồ sơ'];

export const customerRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = accounts;
  const avatarFiles = new AvatarFiles(accounts.storage);

  // Raw image bodies for the signed upload URL (buffered; the route's bodyLimit applies).
  app.addContentTypeParser([...AVATAR_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.get(
    '/customer/customer-profile',
    { schema: { security: SHOPPER_SECURITY, summary: 'Hồ sơ của tôi', tags: TAGS, response: { 200: ref(Customer), ...errorResponses(401) } } },
    async (request) => {
      const { user, customer } = await requireCustomer(request);
      return toCustomerDto(db, user, customer);
    },
  );

  app.put(
    '/customer/customer-profile',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sửa hồ sơ (email/số điện thoại: bỏ trống giữ nguyên, null để xoá)',
        tags: TAGS,
        body: ProfileInput,
        response: { 200: ref(Customer), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { user, customer } = await requireCustomer(request);
      const body = request.body;
      const parsed = parseIdentifiers({ email: body.email ?? null, phone: body.phone ?? null });
      const email = body.email === undefined ? user.email : parsed.email;
      const phone = body.phone === undefined ? user.phone : parsed.phone;
      if (!email && !phone && user.provider === 'default') throw new HttpError(400, AUTH_MESSAGES.needIdentifier);
      if (body.birthday && (Number.isNaN(Date.parse(body.birthday)) || body.birthday > new Date().toISOString().slice(0, 10) || body.birthday < '1900-01-01')) {
        throw new HttpError(400, PROFILE_MESSAGES.badBirthday);
      }
      if (body.avatarUrl) {
        const own = new RegExp(`^/images/[0-9]+x[0-9]+/u/${customer.id}/[a-z0-9]+$`);
        if (!own.test(body.avatarUrl) && !/^https:\/\/[^\s]+$/.test(body.avatarUrl)) throw new HttpError(400, PROFILE_MESSAGES.badAvatar);
      }
      await assertAvailable(db, email, phone, user.id);
      try {
        await db.transaction(async (tx) => {
          // A new address has not been proven yet.
          const unverified = { ...(email !== user.email ? { emailVerifiedAt: null } : {}), ...(phone !== user.phone ? { phoneVerifiedAt: null } : {}) };
          await tx.update(users).set({ email, phone, ...unverified }).where(eq(users.id, user.id));
          await tx
            .update(customers)
            .set({
              fullName: body.fullName.trim(),
              ...(body.gender !== undefined ? { gender: body.gender } : {}),
              ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
              ...(body.avatarUrl !== undefined ? { avatarUrl: body.avatarUrl } : {}),
            })
            .where(eq(customers.id, customer.id));
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await assertAvailable(db, email, phone, user.id);
        throw error;
      }
      const account = await loadAccount(db, customer.id);
      return toCustomerDto(db, account.user, account.customer);
    },
  );

  app.post(
    '/customer/avatar/upload-url',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Lấy liên kết tải ảnh đại diện (ký HMAC, hiệu lực 10 phút)',
        tags: TAGS,
        body: AvatarUploadUrlBody,
        response: {
          200: AvatarUploadUrl,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      await consumeRateLimit(db, `avatar:${customer.id}`, config.rateLimits.avatarUploadsPerCustomer);
      return createUploadUrl(await accounts.secret(), customer, request.body.contentType, config.uploadUrlTtlMs);
    },
  );

  app.put(
    '/customer/avatar/upload/:customerId/:hash',
    {
      // Authorised by the signature, not the session: callable like any external upload URL.
      config: consumerGuardExempt,
      onRequest: admitUpload,
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        summary: 'Tải ảnh đại diện lên (thân yêu cầu là ảnh thô, tối đa 2 MB)',
        tags: TAGS,
        params: AvatarUploadParams,
        querystring: AvatarUploadQuery,
        response: {
          200: AvatarUploaded,
          ...errorResponses(400, 403, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const avatar = await acceptUpload(db, avatarFiles, await accounts.secret(), {
        customerId: request.params.customerId,
        hash: request.params.hash,
        contentType: request.query.contentType,
        expires: request.query.expires,
        signature: request.query.signature,
        actualType: request.headers['content-type'],
        body: request.body,
      });
      return { avatarUrl: avatar };
    },
  );
};
