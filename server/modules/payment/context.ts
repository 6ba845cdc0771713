/**
 * What the payments module shares: settings, the adapters (real credentials, else the local sandbox's keys)
 * and the origins the gateways are given.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, DbOrTx } from '../../db/client';
import type { PaymentsConfig } from './config';
import { createMomoGateway } from './gateways/momo';
import { createVietQrGateway } from './gateways/vietqr';
import { createVnpayGateway } from './gateways/vnpay';
import { createZaloPayGateway } from './gateways/zalopay';
import { loadSandboxKeys, type SandboxKeys } from './sandbox/keys';
import { SANDBOX_PATHS } from './sandbox/paths';
import type { GatewayProvider, PaymentGateway } from './types';

/**
 * What a paid order payment does to its order, given by the app (the order module owns order states; the payment
 * module only reports that the money arrived). 'already': settled by another payment, 'refunded': the amount went back.
 */
export type SettleOrder = (tx: DbOrTx, orderId: number, paymentId: number) => Promise<'paid' | 'already' | 'refunded'>;

export interface PaymentsContext {
  db: Db;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
  settleOrder: SettleOrder;
  /** True when the sandbox plays this gateway (no credentials and PAYMENT_SANDBOX=on). */
  isSandbox(provider: GatewayProvider): boolean;
  /** The adapter, or null when the gateway has no credentials and no sandbox. `requestOrigin` places the sandbox. */
  gateway(provider: GatewayProvider, requestOrigin: string): Promise<PaymentGateway | null>;
  /** The sandbox's keys (generated once, kept in `server_secrets`). */
  sandboxKeys(): Promise<SandboxKeys>;
  /** Origin for server-to-server URLs (callbacks, the sandbox's create endpoints). */
  serverOrigin(provider: GatewayProvider, requestOrigin: string): string;
  /** Origin for URLs the shopper's browser opens (return URLs). */
  browserOrigin(requestOrigin: string): string;
  /** Called once the server listens, with its loopback origin: the sandbox then calls back over loopback. */
  setListenOrigin(origin: string): void;
  /** This server's loopback origin once it listens (background work has no request to take one from), else null. */
  listenOrigin(): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsContext;
  }
}

export function createPaymentsContext(database: Database, config: PaymentsConfig, log: FastifyBaseLogger, settleOrder: SettleOrder): PaymentsContext {
  let keys: Promise<SandboxKeys> | undefined;
  let listenOrigin: string | undefined;

  const context: PaymentsContext = {
    db: database.db,
    config,
    log,
    settleOrder,
    isSandbox(provider) {
      if (provider === 'vietqr') return config.bankIsDemo;
      return config.sandbox === 'on' && !config[provider];
    },
    sandboxKeys() {
      keys ??= loadSandboxKeys(database.db).catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return keys;
    },
    serverOrigin(provider, requestOrigin) {
      if (config.publicOrigin) return config.publicOrigin;
      // A real gateway must reach us from outside; the sandbox is this process, reached over loopback.
      return context.isSandbox(provider) ? (listenOrigin ?? requestOrigin) : requestOrigin;
    },
    browserOrigin(requestOrigin) {
      return config.publicOrigin ?? requestOrigin;
    },
    setListenOrigin(origin) {
      listenOrigin = origin;
    },
    listenOrigin() {
      return listenOrigin ?? null;
    },
    async gateway(provider, requestOrigin) {
      if (provider === 'vietqr') return config.bankAvailable ? createVietQrGateway(config.bank, config.bankIsDemo) : null;
      const real = config[provider];
      if (real) {
        if (provider === 'momo' && config.momo) return createMomoGateway(config.momo, false);
        if (provider === 'zalopay' && config.zalopay) return createZaloPayGateway(config.zalopay, false);
        if (provider === 'vnpay' && config.vnpay) return createVnpayGateway(config.vnpay, false);
      }
      if (config.sandbox === 'off') return null;
      const sandbox = await context.sandboxKeys();
      const origin = provider === 'vnpay' ? context.browserOrigin(requestOrigin) : context.serverOrigin(provider, requestOrigin);
      if (provider === 'momo') return createMomoGateway({ ...sandbox.momo, endpoint: `${origin}${SANDBOX_PATHS.momoCreate}` }, true);
      if (provider === 'zalopay') return createZaloPayGateway({ ...sandbox.zalopay, endpoint: `${origin}${SANDBOX_PATHS.zalopayCreate}` }, true);
      const apiUrl = `${context.serverOrigin('vnpay', requestOrigin)}${SANDBOX_PATHS.vnpayApi}`;
      return createVnpayGateway({ ...sandbox.vnpay, url: `${origin}${SANDBOX_PATHS.vnpayPay}`, apiUrl }, true);
    },
  };
  return context;
}
