/**
 * VietQR (NAPAS 247 bank transfer) with `vietnam-qr-pay`: a dynamic EMVCo payload (amount + memo = the order code).
 * A transfer has no callback: staff confirm it (POST /v1/staff/order/:code/paid).
 */
import { BanksObject, QRPay } from 'vietnam-qr-pay';
import type { VietQr } from '../../../../core/contracts/payment';
import type { CallbackCheck, GatewayCreateRequest, GatewayCreateResult, PaymentGateway } from '../types';
import { asciiText } from './ascii-text';
import { qrSvgDataUrl } from './qr-svg';

export interface BankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

/** The EMVCo payload; static (no amount) when `amount` is omitted. */
export function vietQrPayload(account: Pick<BankAccount, 'bankBin' | 'accountNumber'>, amount?: number, memo?: string): string {
  return QRPay.initVietQR({
    bankBin: account.bankBin,
    bankNumber: account.accountNumber,
    ...(amount !== undefined ? { amount: String(amount) } : {}),
    ...(memo ? { purpose: memo } : {}),
  }).build();
}

/** The bank's short name for a BIN (e.g. 970416 → ACB), else the BIN itself. */
export function bankNameOf(bin: string): string {
  const bank = Object.values(BanksObject).find((candidate) => candidate.bin === bin);
  return bank?.shortName ?? bin;
}

/** The transfer details shown next to the QR code, read back from the payload. */
export function vietQrDto(account: BankAccount, content: string, amount: number): VietQr {
  const decoded = new QRPay(content);
  return {
    content,
    svg: qrSvgDataUrl(content),
    bankName: bankNameOf(account.bankBin),
    bankBin: account.bankBin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount,
    memo: decoded.additionalData?.purpose ?? '',
  };
}

export function createVietQrGateway(account: BankAccount, sandbox: boolean): PaymentGateway {
  const noCallback = (): CallbackCheck => ({ ok: false, verdict: 'malformed', reference: null, reason: 'VietQR has no callback' });
  return {
    provider: 'vietqr',
    sandbox,
    async create(request: GatewayCreateRequest): Promise<GatewayCreateResult> {
      const memo = asciiText(request.memo, 25) || request.reference;
      return { payUrl: null, qrContent: vietQrPayload(account, request.amount, memo) };
    },
    verifyCallback: noCallback,
    verifyReturn: noCallback,
  };
}
