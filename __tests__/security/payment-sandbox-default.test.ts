/**
 * A deployment that forgets its gateway credentials takes no free money: without PAYMENT_SANDBOX=on the local
 * sandbox does not exist, the gateways are unavailable and a wallet top-up cannot be "paid". Only `npm start` /
 * `npm run develop` on the embedded database turn it on by themselves, with a banner.
 */
import { loadPaymentsConfig } from '../../server/modules/payment/config';
import { enableLocalSandbox } from '../../scripts/lib/local-sandbox';
import { expectVietnameseError, newShopper, startAccountsServer, type AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

describe('the payment sandbox is opt-in', () => {
  it('an environment without PAYMENT_SANDBOX has it off; only "on" turns it on; a typo is an error', () => {
    expect(loadPaymentsConfig({}).sandbox).toBe('off');
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: '' }).sandbox).toBe('off');
    expect(loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }).sandbox).toBe('on');
    expect(() => loadPaymentsConfig({ PAYMENT_SANDBOX: 'auto' })).toThrow(/PAYMENT_SANDBOX/);
  });

  it('npm start turns it on only on the embedded database and only when nobody chose', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const embedded: NodeJS.ProcessEnv = {};
      expect(enableLocalSandbox(embedded)).toBe(true);
      expect(embedded.PAYMENT_SANDBOX).toBe('on');
      expect(log.mock.calls.flat().join('\n')).toMatch(/PAYMENT SANDBOX ON/);
      const server: NodeJS.ProcessEnv = { DATABASE_URL: 'postgres://db.example/shop' };
      expect(enableLocalSandbox(server)).toBe(false);
      expect(server.PAYMENT_SANDBOX).toBeUndefined();
      // NODE_ENV=production is a real shop whatever command started it: only PAYMENT_SANDBOX=on turns the sandbox on.
      const production: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
      expect(enableLocalSandbox(production)).toBe(false);
      expect(loadPaymentsConfig(production).sandbox).toBe('off');
      expect(loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' }).sandbox).toBe('on');
      const chosen: NodeJS.ProcessEnv = { PAYMENT_SANDBOX: 'off' };
      expect(enableLocalSandbox(chosen)).toBe(false);
      expect(chosen.PAYMENT_SANDBOX).toBe('off');
    } finally {
      log.mockRestore();
    }
  });

  it('bank transfer to the demo account exists only off a deployment: production without BANK_* offers no transfer', () => {
    expect(loadPaymentsConfig({}).bankAvailable).toBe(true);
    expect(loadPaymentsConfig({ NODE_ENV: 'production' }).bankAvailable).toBe(false);
    expect(loadPaymentsConfig({ DATABASE_URL: 'postgres://db.example/shop' }).bankAvailable).toBe(false);
    const real = loadPaymentsConfig({ NODE_ENV: 'production', BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001234567', BANK_ACCOUNT_NAME: 'CONG TY THUE DO' });
    expect(real).toMatchObject({ bankAvailable: true, bankIsDemo: false });
  });

  describe('a production server without BANK_*', () => {
    let server: AccountsServer;
    beforeAll(async () => {
      server = await startAccountsServer({}, { payments: loadPaymentsConfig({ NODE_ENV: 'production' }) });
    });
    afterAll(() => server.close());

    it('lists bank transfer as unavailable and starts no transfer to the demo account', async () => {
      const { shopper } = await newShopper(server);
      const methods = await shopper.get<{ items: Array<{ method: string; available: boolean }> }>('/v1/payment/methods');
      expect(methods.body.items.find((entry) => entry.method === 'bank_transfer')).toMatchObject({ available: false });
      expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 500_000, paymentMethod: 'bank_transfer' }), 400);
      expect(await server.database.db.query.payments.findMany()).toEqual([]);
    });
  });

  describe('a server started from an environment with no gateway credentials', () => {
    let server: AccountsServer;
    beforeAll(async () => {
      server = await startAccountsServer({}, { payments: loadPaymentsConfig({}) });
    });
    afterAll(() => server.close());

    it('offers no gateway, has no /sandbox, and a top-up cannot be paid', async () => {
      const { shopper } = await newShopper(server);
      const methods = await shopper.get<{ items: Array<{ method: string; available: boolean; sandbox: boolean }> }>('/v1/payment/methods');
      const gateways = methods.body.items.filter((entry) => /momo|zalopay|vnpay/.test(entry.method));
      expect(gateways.length).toBeGreaterThanOrEqual(3);
      for (const entry of gateways) expect(entry).toMatchObject({ available: false, sandbox: false });
      for (const paymentMethod of ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card']) {
        expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 5_000_000, paymentMethod }), 400);
      }
      for (const path of ['/sandbox/momo/v2/gateway/api/create', '/sandbox/zalopay/v2/create']) {
        const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status).toBe(404);
      }
      expect((await fetch(`${server.url}/sandbox/vnpay/paymentv2/vpcpay.html`)).status).toBe(404);
      expect(await server.database.db.query.payments.findMany()).toEqual([]);
    });
  });
});
