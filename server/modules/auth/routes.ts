/** `/v1/user/…`: register, log-in, me, log-out, forgot/reset/change password (docs/accounts-api.md). */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customers } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { accountDto } from './account';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Account,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginCodeBody,
  RegisterBody,
  ResetPasswordBody,
  Session,
  VerificationBody,
  VerificationConfirmBody,
  VerificationSent,
} from '../../../core/contracts/account';
import { Message, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import type { ApiModule } from '../types';
import { startAuthCleanup } from './cleanup';
import {
  AUTH_MESSAGES,
  changePassword,
  forgotPassword,
  loginWithPassword,
  loginWithSocial,
  register,
  requestLoginCode,
  resetPassword,
} from './service';
import { LOGIN_GUARD_MESSAGES } from './login-guard';
import { currentPrincipal, deviceId, endSession, endUserSessions, requireCustomer, startSession } from '../../http/session';
import { confirmVerificationCode, sendVerificationCode } from './verification';

const TAGS = ['Tài khoản'];
const accountResponse = ref(Account);
const messageResponse = ref(Message);

export const authRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = accounts;
  startAuthCleanup(app, db, config);

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    await startSession(db, request, reply, userId, config.sessionTtlMs);
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId));
    if (!row) throw new Error(`user ${userId} has no customer`);
    return accountDto(db, row.id);
  }

  app.post(
    '/user/consumer/register',
    {
      schema: {
        summary: 'Đăng ký bằng email hoặc số điện thoại; mở phiên đăng nhập',
        tags: TAGS,
        body: RegisterBody,
        response: { 201: accountResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = await register(accounts, request.body, { ip: request.ip, device: deviceId(request, reply) });
      const body = await signIn(request, reply, userId);
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/user/consumer/login',
    {
      schema: {
        summary: 'Đăng nhập bằng email/số điện thoại và mật khẩu, hoặc bằng Facebook, Google, Apple',
        tags: TAGS,
        body: LoginBody,
        response: { 200: accountResponse, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { provider = 'default', identifier, password, accessToken, code } = request.body;
      let userId: number;
      if (provider === 'default') {
        if (!identifier || !password) throw new HttpError(400, AUTH_MESSAGES.needPassword);
        userId = await loginWithPassword(accounts, request, reply, { identifier, password, code });
      } else {
        if (!accessToken) throw new HttpError(400, AUTH_MESSAGES.needAccessToken);
        userId = await loginWithSocial(accounts, provider, accessToken, request.ip);
      }
      return signIn(request, reply, userId);
    },
  );

  app.post(
    '/user/consumer/login/code',
    {
      schema: {
        summary: 'Gửi mã đăng nhập (6 chữ số, 10 phút) tới email hoặc số điện thoại của tài khoản, cho thiết bị mới',
        tags: TAGS,
        body: LoginCodeBody,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestLoginCode(accounts, request, request.body.identifier);
      return { message: LOGIN_GUARD_MESSAGES.codeSent };
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
        response: { 200: Session },
      },
    },
    async (request) => {
      const principal = await currentPrincipal(request);
      return { account: principal ? await accountDto(db, principal.customer.id) : null };
    },
  );

  app.delete(
    '/user/consumer/me',
    { schema: { summary: 'Đăng xuất (xoá phiên)', tags: TAGS, response: { 200: ref(StatusOk) } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return STATUS_OK;
    },
  );

  app.post(
    '/user/forgot-password',
    {
      schema: {
        summary: 'Gửi email đặt lại mật khẩu (trả lời như nhau dù email có tồn tại hay không)',
        tags: TAGS,
        body: ForgotPasswordBody,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await forgotPassword(accounts, request.body.email, request.ip, request.log);
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/user/change-forgot-password',
    {
      schema: {
        summary: 'Đặt mật khẩu mới bằng mã trong email (dùng một lần, hiệu lực 30 phút); mọi phiên kết thúc',
        tags: TAGS,
        body: ResetPasswordBody,
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword(accounts, request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.put(
    '/user/change-password',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đổi mật khẩu khi đã đăng nhập (cần mật khẩu hiện tại); các phiên khác kết thúc',
        tags: TAGS,
        body: ChangePasswordBody,
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

  app.post(
    '/user/consumer/verification',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gửi mã xác minh (6 chữ số, 10 phút) tới email hoặc số điện thoại của tài khoản',
        tags: TAGS,
        body: VerificationBody,
        response: {
          200: VerificationSent,
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
    },
    async (request) => {
      const { user } = await requireCustomer(request);
      return sendVerificationCode(accounts, user.id, request.body.channel);
    },
  );

  app.post(
    '/user/consumer/verification/confirm',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Xác minh bằng mã đã nhận; lần xác minh đầu tiên tặng quà chào mừng vào ví',
        tags: TAGS,
        body: VerificationConfirmBody,
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
