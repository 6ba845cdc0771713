/**
 * The back-office's "Hoàn tiền" screen (`/v1/admin/refunds`, `/v1/admin/withdrawals`, the owner's): refunds owed to a
 * bank account or through a gateway, and shoppers' withdrawals; each is paid with the transfer's reference, a
 * refund may go to the wallet instead, a withdrawal may be rejected (its money back in the wallet). And the shop
 * cancelling an order, with where its money goes (`POST /v1/admin/orders/{id}/cancel`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { adminOrder } from '../admin/orders';
import { requireStaff } from '../admin/session';
import type { AdminScreen } from '../admin/back-office';
import { lockOrder } from '../order/order-row';
import { orderPayments } from '../order/payment-bridge';
import { requestOrigin } from '../payment/origin';
import { staffCancelOrder } from '../rental/close';
import { markWithdrawalPaid, rejectWithdrawal } from '../wallet/withdrawals';
import { IdParams } from '../../../core/contracts/common';
import { AdminOrder } from '../../../core/contracts/admin';
import { AdminCancelBody, PaidBody, RefundBoard, RefundBoardQuery, RejectBody } from '../../../core/contracts/refund';
import { refundBoard } from './board';
import { sendGatewayRefunds } from './gateway-refund';
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

  app.post(
    '/orders/:id/cancel',
    {
      config,
      schema: {
        security,
        summary: 'Cửa hàng hủy đơn chưa giao: hoàn toàn bộ tiền đã trả vào ví, về tài khoản ngân hàng của khách hoặc về cổng thanh toán đã trả',
        tags: TAGS,
        params: IdParams,
        body: AdminCancelBody,
        response: { 200: AdminOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, OWNER_ONLY);
      const toGateway = await staffCancelOrder(db, staff, request.params.id, request.body);
      await sendGatewayRefunds(db, deps.payments, toGateway, requestOrigin(request), request.log);
      return adminOrder(db, orderPayments(db, deps.payments), request.params.id);
    },
  );
};
