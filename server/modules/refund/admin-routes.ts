/**
 * The back-office's "Hoàn tiền" screen (`/v1/admin/refunds`, `/v1/admin/withdrawals`, the owner's): refunds owed to a
 * bank account or through a gateway, and shoppers' withdrawals; each is paid with the transfer's reference, a
 * refund may go to the wallet instead, a withdrawal may be rejected (its money back in the wallet).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { requireStaff } from '../admin/session';
import type { AdminScreen } from '../admin/back-office';
import { lockOrder } from '../order/order-row';
import { markWithdrawalPaid, rejectWithdrawal } from './withdrawal-settle';
import { IdParams } from '../../../core/contracts/common';
import { PaidBody, RefundBoard, RefundBoardQuery, RejectBody } from '../../../core/contracts/refund';
import { refundBoard } from './board';
import { REFUND_MESSAGES } from './messages';
import { lockOwedRefund, settleRefundPaid, settleRefundToWallet } from './settle';
import { HttpError } from '../../http/errors';

const TAGS = ['Quản trị'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
/** Money leaving the shop: the owner's. */
const OWNER_ONLY = [] as const;

export const refundAdminRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const board = (view: 'pending' | 'done' = 'pending') => refundBoard(db, view);
  const boardResponse = { 200: RefundBoard, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/refunds',
    { config, schema: { security, summary: 'Hoàn tiền: khoản hoàn và yêu cầu rút tiền đang chờ (view=pending) hoặc đã xử lý gần đây (view=done)', tags: TAGS, querystring: RefundBoardQuery, response: { 200: RefundBoard, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, OWNER_ONLY);
      return board(request.query.view ?? 'pending');
    },
  );

  app.post(
    '/refunds/:id/paid',
    { config, schema: { security, summary: 'Đã chuyển khoản hoàn tiền (ghi mã giao dịch)', tags: TAGS, params: IdParams, body: PaidBody, response: boardResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, OWNER_ONLY);
      const reference = request.body.reference.trim();
      if (!reference) throw new HttpError(400, REFUND_MESSAGES.referenceNeeded);
      await db.transaction(async (tx) => {
        const refund = await lockOwedRefund(tx, request.params.id);
        const order = await lockOrder(tx, refund.orderId);
        await settleRefundPaid(tx, order!, refund, reference, staff);
      });
      return board();
    },
  );

  app.post(
    '/refunds/:id/to-wallet',
    { config, schema: { security, summary: 'Hoàn khoản này vào ví của khách thay vì chuyển khoản', tags: TAGS, params: IdParams, response: boardResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, OWNER_ONLY);
      await db.transaction(async (tx) => {
        const refund = await lockOwedRefund(tx, request.params.id);
        const order = await lockOrder(tx, refund.orderId);
        await settleRefundToWallet(tx, order!, refund, staff);
      });
      return board();
    },
  );

  app.post(
    '/withdrawals/:id/paid',
    { config, schema: { security, summary: 'Đã chuyển tiền rút về ngân hàng của khách (ghi mã giao dịch)', tags: TAGS, params: IdParams, body: PaidBody, response: boardResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, OWNER_ONLY);
      await markWithdrawalPaid(db, staff, request.params.id, request.body.reference);
      return board();
    },
  );

  app.post(
    '/withdrawals/:id/reject',
    { config, schema: { security, summary: 'Từ chối yêu cầu rút tiền: số tiền về lại ví của khách', tags: TAGS, params: IdParams, body: RejectBody, response: boardResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, OWNER_ONLY);
      await rejectWithdrawal(db, staff, request.params.id, request.body.reason);
      return board();
    },
  );
};
