/**
 * On a developer's machine (the embedded database, no PAYMENT_SANDBOX given, not NODE_ENV=production) the local
 * payment sandbox is turned on so every payment method can be tried — announced loudly. In production (NODE_ENV or a
 * database server) only PAYMENT_SANDBOX=on turns it on, whatever command started the server.
 */
import { isDeployment } from '../../server/modules/payment/config';
import { bold, red } from './progress';

export function enableLocalSandbox(env: NodeJS.ProcessEnv = process.env): boolean {
  if (isDeployment(env) || env.PAYMENT_SANDBOX?.trim()) return false;
  env.PAYMENT_SANDBOX = 'on';
  const line = '═'.repeat(78);
  console.log(
    [
      red(line),
      red(bold('  PAYMENT SANDBOX ON (embedded database, PAYMENT_SANDBOX unset)')),
      red('  MoMo, ZaloPay and VNPay without credentials are played by /sandbox on this server,'),
      red('  which accepts every payment. Set PAYMENT_SANDBOX=off, or real credentials, for a real shop.'),
      red(line),
    ].join('\n'),
  );
  return true;
}
