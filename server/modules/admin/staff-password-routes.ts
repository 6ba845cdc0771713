/**
 * `/v1/admin/…` passwords: a member's own change, the owner's reset (a one-time link to hand over), the set-password
 * screen's link, and the log-in code for a new device (staff-password.ts, auth/login-guard.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_SECURITY } from '../../http/openapi';
import { LOGIN_GUARD_MESSAGES } from '../auth/login-guard';
import type { AdminScreen } from './back-office';
import { IdParams, Message, ref } from '../../../core/contracts/common';
import { StaffLoginCodeBody, StaffPasswordChangeBody, StaffPasswordLink, StaffSetPasswordBody } from '../../../core/contracts/admin';
import { ADMIN_MESSAGES } from './messages';
import { requireStaff } from './session';
import { requestStaffLoginCode } from './staff';
import { changeOwnPassword, resetStaffPassword, setStaffPassword } from './staff-password';

const TAGS = ['Quản trị'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const messageResponse = ref(Message);

export const adminStaffPasswordRoutes: AdminScreen = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  app.post(
    '/auth/login/code',
    {
      config,
      schema: {
        summary: 'Gửi mã đăng nhập (6 chữ số, 10 phút) tới email của nhân viên, cho thiết bị mới',
        tags: TAGS,
        body: StaffLoginCodeBody,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestStaffLoginCode(accounts, request, request.body.email);
      return { message: LOGIN_GUARD_MESSAGES.codeSent };
    },
  );

  app.put(
    '/auth/password',
    {
      config,
      schema: {
        security,
        summary: 'Đổi mật khẩu của chính mình (cần mật khẩu hiện tại); các phiên khác kết thúc',
        tags: TAGS,
        body: StaffPasswordChangeBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff', 'marketing']);
      await changeOwnPassword(accounts, staff, request.cookies[STAFF_SESSION_COOKIE], request.body);
      return { message: ADMIN_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/set-password',
    {
      config,
      schema: {
        summary: 'Đặt mật khẩu mới bằng liên kết một lần chủ cửa hàng đã tạo (hiệu lực 1 giờ)',
        tags: TAGS,
        body: StaffSetPasswordBody,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await setStaffPassword(accounts, request.ip, request.body);
      return { message: ADMIN_MESSAGES.passwordSet };
    },
  );

  app.post(
    '/staff/:id/password-reset',
    {
      config,
      schema: {
        security,
        summary: 'Đặt lại mật khẩu của nhân viên: phiên của họ kết thúc, trả về liên kết một lần để trao cho họ (chủ cửa hàng)',
        tags: TAGS,
        params: IdParams,
        response: { 201: StaffPasswordLink, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const owner = await requireStaff(db, request, []);
      return reply.code(201).send(await resetStaffPassword(accounts, owner, request.params.id));
    },
  );
};
