import { vi } from '../../shared/i18n/vi';
import type { OnlineMethod } from '../../../core/contracts/payment';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';

/** The online gateways (MoMo, ZaloPay, VNPay domestic and international), in the order shoppers see them. */
export const GATEWAY_METHODS: readonly OnlineMethod[] = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'];

/** Brand colour of each method's mark (decorative; the label carries the meaning). */
export const METHOD_COLORS: Record<PaymentMethod, string> = {
  cash: '#2e7d32',
  bank_transfer: '#1565c0',
  momo: '#a50064',
  zalopay: '#0068ff',
  vnpay_atm: '#005baa',
  vnpay_card: '#ed1c24',
  wallet: '#b0264f',
};

export function methodLabel(method: PaymentMethod): string {
  return vi.payment.methods[method];
}

export function isGatewayMethod(value: string): value is OnlineMethod {
  return (GATEWAY_METHODS as readonly string[]).includes(value);
}

/** Wallet top-up bounds (server: POST /v1/payment/top-up). */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;
export const TOP_UP_PRESETS = [100_000, 200_000, 500_000, 1_000_000] as const;
