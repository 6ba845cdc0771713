/** The sandbox playing ZaloPay: checks the create mac (key1), then signs the success callback (key2) and the redirect checksum. */
import { sameSignature } from '../gateways/hmac';
import { vietnamYymmdd } from '../gateways/vietnam-time';
import { zalopayCallbackMac, zalopayCreateMac, zalopayRedirectChecksum, type ZaloPayOrderFields } from '../gateways/zalopay';
import { originOf } from '../origin';
import { asRecord, fieldText } from '../types';
import type { SandboxKeys } from './keys';
import { transactionNumber, withQuery, type Completion, type CreateReply, type Outcome, type Recorded } from './outcome';
import { SANDBOX_PATHS } from './paths';
import { TICKET_TTL_MS, signTicket, type PayTicket } from './ticket';

const APP_TIME_WINDOW_MS = 15 * 60 * 1000;

function refuse(subReturnCode: number, message: string): CreateReply {
  return { status: 200, body: { return_code: 2, return_message: 'Giao dịch thất bại', sub_return_code: subReturnCode, sub_return_message: message } };
}

/** `callbackUrl`: used when the request names none (the merchant's registered callback). */
export function acceptZaloPayCreate(raw: unknown, keys: SandboxKeys, defaultCallbackUrl: string): CreateReply {
  const body = asRecord(raw);
  if (!body) return refuse(-401, 'Yêu cầu sai định dạng');
  const fields: Partial<Record<keyof ZaloPayOrderFields, string>> = {};
  for (const key of ['app_id', 'app_trans_id', 'app_user', 'amount', 'app_time', 'embed_data', 'item'] as const) {
    const value = fieldText(body, key);
    if (value === undefined) return refuse(-401, `Thiếu trường ${key}`);
    fields[key] = value;
  }
  const order = fields as ZaloPayOrderFields;
  if (order.app_id !== String(keys.zalopay.appId)) return refuse(-401, 'app_id không hợp lệ');
  if (!sameSignature(zalopayCreateMac(keys.zalopay.key1, order), body.mac)) return refuse(-402, 'Chữ ký (mac) không hợp lệ');
  const now = Date.now();
  const appTime = Number(order.app_time);
  if (!Number.isSafeInteger(appTime) || Math.abs(now - appTime) > APP_TIME_WINDOW_MS) return refuse(-401, 'app_time đã quá 15 phút');
  const prefix = /^(\d{6})_.+$/.exec(order.app_trans_id)?.[1];
  if (!prefix || prefix !== vietnamYymmdd(new Date(appTime)) || order.app_trans_id.length > 40) return refuse(-401, 'app_trans_id phải có dạng yymmdd_… theo giờ Việt Nam');
  const amount = Number(order.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse(-401, 'Số tiền không hợp lệ');
  let redirectUrl: unknown;
  try {
    redirectUrl = asRecord(JSON.parse(order.embed_data))?.redirecturl;
  } catch {
    return refuse(-401, 'embed_data không phải JSON');
  }
  const browserOrigin = originOf(redirectUrl);
  if (!browserOrigin) return refuse(-401, 'embed_data.redirecturl không hợp lệ');
  const callbackUrl = fieldText(body, 'callback_url') || defaultCallbackUrl;
  if (!originOf(callbackUrl)) return refuse(-401, 'callback_url không hợp lệ');

  const ticket: PayTicket = {
    gateway: 'zalopay',
    reference: String(order.app_trans_id),
    amount,
    orderInfo: fieldText(body, 'description') ?? '',
    returnUrl: redirectUrl as string,
    callbackUrl,
    extra: { appUser: String(order.app_user), appTime: String(order.app_time), embedData: String(order.embed_data), item: String(order.item) },
    expiresAt: now + TICKET_TTL_MS,
  };
  const token = signTicket(keys.token, ticket);
  return {
    status: 200,
    body: {
      return_code: 1,
      return_message: 'Giao dịch thành công',
      sub_return_code: 1,
      sub_return_message: '',
      zp_trans_token: token.slice(-24),
      order_url: `${browserOrigin}${SANDBOX_PATHS.zalopayPay}?token=${encodeURIComponent(token)}`,
      order_token: token.slice(-24),
      qr_code: '',
    },
    ticket,
  };
}

export function completeZaloPay(ticket: PayTicket, outcome: Outcome, keys: SandboxKeys, recorded?: Recorded): Completion {
  const paid = outcome === 'pay';
  const redirect = {
    appid: String(keys.zalopay.appId),
    apptransid: ticket.reference,
    pmcid: '38',
    bankcode: '',
    amount: String(ticket.amount),
    discountamount: '0',
    status: paid ? '1' : '-1',
  };
  const redirectUrl = withQuery(ticket.returnUrl, { ...redirect, checksum: zalopayRedirectChecksum(keys.zalopay.key2, redirect) });
  // ZaloPay calls back on success only.
  if (!paid) return { callback: null, redirectUrl };
  const data = JSON.stringify({
    app_id: keys.zalopay.appId,
    app_trans_id: ticket.reference,
    app_time: Number(ticket.extra.appTime),
    app_user: ticket.extra.appUser ?? '',
    amount: ticket.amount,
    embed_data: ticket.extra.embedData ?? '{}',
    item: ticket.extra.item ?? '[]',
    zp_trans_id: Number(recorded?.transactionId ?? transactionNumber(15)),
    server_time: recorded?.completedAt?.getTime() ?? Date.now(),
    channel: 38,
    merchant_user_id: '',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  return {
    callback: { method: 'POST', url: ticket.callbackUrl, body: { data, mac: zalopayCallbackMac(keys.zalopay.key2, data), type: 1 } },
    redirectUrl,
  };
}
