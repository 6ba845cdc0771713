/** The sandbox playing MoMo: checks the create request's signature, then signs the IPN and the redirect. */
import { MOMO_RESULT_FIELDS, MOMO_SUCCESS, MOMO_USER_CANCELLED, momoCreateSignature, momoResultSignature, type MomoCreateFields } from '../gateways/momo';
import { sameSignature } from '../gateways/hmac';
import { originOf } from '../origin';
import { asRecord, fieldText } from '../types';
import type { SandboxKeys } from './keys';
import { transactionNumber, withQuery, type Completion, type CreateReply, type Outcome, type Recorded } from './outcome';
import { SANDBOX_PATHS } from './paths';
import { TICKET_TTL_MS, signTicket, type PayTicket } from './ticket';

const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

function refuse(resultCode: number, message: string, body: Record<string, unknown> = {}): CreateReply {
  return { status: 400, body: { ...body, responseTime: Date.now(), resultCode, message } };
}

export function acceptMomoCreate(raw: unknown, keys: SandboxKeys): CreateReply {
  const body = asRecord(raw);
  if (!body) return refuse(20, 'Yêu cầu sai định dạng');
  const fields: Partial<Record<keyof MomoCreateFields, string>> = {};
  for (const key of ['amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'] as const) {
    const value = fieldText(body, key);
    if (value === undefined) return refuse(20, `Thiếu trường ${key}`);
    fields[key] = value;
  }
  const echo = { partnerCode: fields.partnerCode, requestId: fields.requestId, orderId: fields.orderId, amount: Number(fields.amount) };
  if (fields.partnerCode !== keys.momo.partnerCode) return refuse(11, 'Mã đối tác không hợp lệ', echo);
  const signed = { ...(fields as MomoCreateFields), accessKey: keys.momo.accessKey };
  if (!sameSignature(momoCreateSignature(keys.momo.secretKey, signed), body.signature)) return refuse(11, 'Chữ ký không hợp lệ', echo);
  const amount = Number(fields.amount);
  if (!Number.isSafeInteger(amount) || amount < 1000 || amount > 50_000_000) return refuse(22, 'Số tiền không hợp lệ (1.000 ₫ – 50.000.000 ₫)', echo);
  if (!ORDER_ID.test(fields.orderId!)) return refuse(20, 'Mã đơn hàng không hợp lệ', echo);
  const browserOrigin = originOf(fields.redirectUrl);
  if (!browserOrigin || !originOf(fields.ipnUrl)) return refuse(20, 'Địa chỉ redirectUrl / ipnUrl không hợp lệ', echo);

  const ticket: PayTicket = {
    gateway: 'momo',
    reference: fields.orderId!,
    amount,
    orderInfo: fields.orderInfo!,
    returnUrl: fields.redirectUrl!,
    callbackUrl: fields.ipnUrl!,
    extra: { requestId: fields.requestId!, extraData: fields.extraData! },
    expiresAt: Date.now() + TICKET_TTL_MS,
  };
  const payUrl = `${browserOrigin}${SANDBOX_PATHS.momoPay}?token=${encodeURIComponent(signTicket(keys.token, ticket))}`;
  return {
    status: 200,
    body: { ...echo, responseTime: Date.now(), message: 'Thành công.', resultCode: 0, payUrl, deeplink: '', qrCodeUrl: '' },
    ticket,
  };
}

/** `recorded`: the ledger's transaction (its id is repeated when the shopper presses again); absent, a new id. */
export function completeMomo(ticket: PayTicket, outcome: Outcome, keys: SandboxKeys, recorded?: Recorded): Completion {
  const resultCode = outcome === 'pay' ? MOMO_SUCCESS : MOMO_USER_CANCELLED;
  const result = {
    partnerCode: keys.momo.partnerCode,
    orderId: ticket.reference,
    requestId: ticket.extra.requestId ?? ticket.reference,
    amount: ticket.amount,
    orderInfo: ticket.orderInfo,
    orderType: 'momo_wallet',
    transId: Number(recorded?.transactionId ?? transactionNumber(10)),
    resultCode,
    message: outcome === 'pay' ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
    payType: 'qr',
    responseTime: Date.now(),
    extraData: ticket.extra.extraData ?? '',
  };
  const signature = momoResultSignature(keys.momo.secretKey, { ...result, accessKey: keys.momo.accessKey });
  const query = Object.fromEntries([...MOMO_RESULT_FIELDS.map((key) => [key, String(result[key])]), ['signature', signature]]);
  return {
    callback: { method: 'POST', url: ticket.callbackUrl, body: { ...result, signature } },
    redirectUrl: withQuery(ticket.returnUrl, query),
  };
}
