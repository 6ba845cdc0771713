/** `/v1/user/…`: register, log-in, me, log-out, forgot/reset/change password (docs/accounts-api.md). */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customers } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { accountDto } from '../customer/dto';
import { STATUS_OK } from '../customer/schemas';
import type { ApiModule } from '../types';
import { startAuthCleanup } from './cleanup';
import { emailSchema, fullNameSchema, passwordSchema, phoneSchema } from './identifiers';
import {
  AUTH_MESSAGES,
  changePassword,
  forgotPassword,
  loginWithPassword,
  loginWithSocial,
  register,
  resetPassword,
  type RegisterInput,
} from './service';
import { currentPrincipal, deviceId, endSession, endUserSessions, requireCustomer, startSession } from './session';
import { VERIFICATION_CHANNELS, confirmVerificationCode, sendVerificationCode, type VerificationChannel } from './verification';

const TAGS = ['Tài khoản'];
const accountResponse = { $ref: 'Account#' } as const;
const messageResponse = { $ref: 'Message#' } as const;

interface LoginBody {
  provider?: 'default' | 'facebook' | 'google' | 'apple';
  identifier?: string;
  password?: string;
  accessToken?: string;
}

export const authRoutes: ApiModule = async (app, { accounts }) => {
  const { db, config } = accounts;
  startAuthCleanup(app, db, config);

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    await startSession(db, request, reply, userId, config.sessionTtlMs);
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId));
    if (!row) throw new Error(`user ${userId} has no customer`);
    return accountDto(db, row.id);
  }

  app.post<{ Body: RegisterInput }>(
    '/user/consumer/register',
    {
      schema: {
        summary: 'Đăng ký bằng email hoặc số điện thoại; mở phiên đăng nhập',
        tags: TAGS,
        body: {
          type: 'object',
          required: ['fullName', 'password'],
          additionalProperties: false,
          properties: { fullName: fullNameSchema, email: emailSchema, phone: phoneSchema, password: passwordSchema },
        },
        response: { 201: accountResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = await register(accounts, request.body, { ip: request.ip, device: deviceId(request, reply) });
      const body = await signIn(request, reply, userId);
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: LoginBody }>(
    '/user/consumer/login',
    {
      schema: {
        summary: 'Đăng nhập bằng email/số điện thoại và mật khẩu, hoặc bằng Facebook, Google, Apple',
        tags: TAGS,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            provider: { type: 'string', enum: ['default', 'facebook', 'google', 'apple'], default: 'default' },
            identifier: { type: 'string', minLength: 1, maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            accessToken: { type: 'string', minLength: 1, maxLength: 8192 },
          },
        },
        response: { 200: accountResponse, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { provider = 'default', identifier, password, accessToken } = request.body;
      let userId: number;
      if (provider === 'default') {
        if (!identifier || !password) throw new HttpError(400, AUTH_MESSAGES.needPassword);
        userId = await loginWithPassword(accounts, identifier, password, request.ip);
      } else {
        if (!accessToken) throw new HttpError(400, AUTH_MESSAGES.needAccessToken);
        userId = await loginWithSocial(accounts, provider, accessToken, request.ip);
      }
      return signIn(request, reply, userId);
    },
  );

  app.get(
    '/user/consumer/me',
    { schema: { security: SHOPPER_SECURITY, summary: 'Người dùng đang đăng nhập', tags: TAGS, response: { 200: accountResponse, ...errorResponses(401) } } },
    async (request) => {
      const { customer } = await requireCustomer(request);
      return accountDto(db, customer.id);
    },
  );

  // The storefront asks this on every page load: a guest is an answer (200, null), not an error in the console.
  app.get(
    '/user/consumer/session',
    {
      schema: {
        summary: 'Phiên hiện tại: tài khoản đang đăng nhập, hoặc null với khách chưa đăng nhập',
        tags: TAGS,
        response: { 200: { type: 'object', required: ['account'], properties: { account: { anyOf: [accountResponse, { type: 'null' }] } } } },
      },
    },
    async (request) => {
      const principal = await currentPrincipal(request);
      return { account: principal ? await accountDto(db, principal.customer.id) : null };
    },
  );

  app.delete(
    '/user/consumer/me',
    { schema: { summary: 'Đăng xuất (xoá phiên)', tags: TAGS, response: { 200: { $ref: 'StatusOk#' } } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return STATUS_OK;
    },
  );

  app.post<{ Body: { email: string } }>(
    '/user/forgot-password',
    {
      schema: {
        summary: 'Gửi email đặt lại mật khẩu (trả lời như nhau dù email có tồn tại hay không)',
        tags: TAGS,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailSchema } },
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await forgotPassword(accounts, request.body.email, request.ip, request.log);
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/user/change-forgot-password',
    {
      schema: {
        summary: 'Đặt mật khẩu mới bằng mã trong email (dùng một lần, hiệu lực 30 phút); mọi phiên kết thúc',
        tags: TAGS,
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password: passwordSchema },
        },
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword(accounts, request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.put<{ Body: { oldPassword: string; newPassword: string } }>(
    '/user/change-password',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đổi mật khẩu khi đã đăng nhập (cần mật khẩu hiện tại); các phiên khác kết thúc',
        tags: TAGS,
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword'],
          additionalProperties: false,
          properties: { oldPassword: { type: 'string', minLength: 1, maxLength: 128 }, newPassword: passwordSchema },
        },
        response: { 200: messageResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const principal = await requireCustomer(request);
      const userId = await changePassword(accounts, principal.customer.id, request.body.oldPassword, request.body.newPassword);
      await endUserSessions(db, userId, principal.sessionId);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
  const channelSchema = { type: 'string', enum: [...VERIFICATION_CHANNELS] } as const;

  app.post<{ Body: { channel: VerificationChannel } }>(
    '/user/consumer/verification',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gửi mã xác minh (6 chữ số, 10 phút) tới email hoặc số điện thoại của tài khoản',
        tags: TAGS,
        body: { type: 'object', required: ['channel'], additionalProperties: false, properties: { channel: channelSchema } },
        response: {
          200: {
            type: 'object',
            required: ['channel', 'destination', 'expiresInSeconds'],
            properties: { channel: channelSchema, destination: { type: 'string' }, expiresInSeconds: { type: 'integer' } },
          },
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
    },
    async (request) => {
      const { user } = await requireCustomer(request);
      return sendVerificationCode(accounts, user.id, request.body.channel);
    },
  );

  app.post<{ Body: { channel: VerificationChannel; code: string } }>(
    '/user/consumer/verification/confirm',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xác minh bằng mã đã nhận; lần xác minh đầu tiên tặng quà chào mừng vào ví',
        tags: TAGS,
        body: {
          type: 'object',
          required: ['channel', 'code'],
          additionalProperties: false,
          properties: { channel: channelSchema, code: { type: 'string', pattern: '^\\s*[0-9]{6}\\s*$' } },
        },
        response: { 200: accountResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { user, customer } = await requireCustomer(request);
      await confirmVerificationCode(accounts, user.id, request.body.channel, request.body.code);
      return accountDto(db, customer.id);
    },
  );
};
