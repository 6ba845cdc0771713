/**
 * What a verified, winning "paid" callback does, inside its transaction: the order is marked paid, the membership
 * package bought (without a wallet debit) or the wallet credited.
 */
import type { DbOrTx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { membershipPackages, type PaymentRow } from '../../db/schema';
import { applyPackagePurchase } from '../membership/routes';
import { notify } from '../notification/notify';
import { credit } from '../wallet/ledger';
import { METHOD_LABELS } from '../../../core/contracts/payment-vocab';
import type { PaymentsContext } from './context';
import { PAYMENT_NOTIFICATIONS } from './messages';
import { formatVnd } from '../../../core/format';

export async function applyPaidEffect(tx: DbOrTx, payment: PaymentRow, { log, settleOrder }: Pick<PaymentsContext, 'log' | 'settleOrder'>): Promise<void> {
  if (payment.purpose === 'order') {
    if (payment.orderId === null) throw new Error(`order payment ${payment.reference} has no order`);
    const result = await settleOrder(tx, payment.orderId, payment.id);
    // 'already': another payment (or staff) settled the order first; this amount went back to the wallet.
    if (result !== 'paid') log.warn({ reference: payment.reference, orderId: payment.orderId, result }, 'order payment arrived for a settled order');
    return;
  }
  if (payment.purpose === 'membership') {
    const [pkg] = payment.membershipPackageId === null ? [] : await tx.select().from(membershipPackages).where(eq(membershipPackages.id, payment.membershipPackageId));
    if (pkg) {
      await applyPackagePurchase(tx, payment.customerId, pkg);
      return;
    }
    // The package is gone: the money goes to the wallet rather than nowhere.
    log.warn({ reference: payment.reference }, 'membership package missing: amount credited to the wallet');
    await credit(tx, payment.customerId, {
      kind: 'available',
      amount: payment.amount,
      reason: 'topup',
      description: `Hoàn tiền gói thành viên không còn bán (${payment.reference})`,
    });
    return;
  }
  await credit(tx, payment.customerId, {
    kind: 'available',
    amount: payment.amount,
    reason: 'topup',
    description: `Nạp tiền qua ${METHOD_LABELS[payment.method]} (${payment.reference})`,
  });
  await notify(tx, payment.customerId, PAYMENT_NOTIFICATIONS.topUp(formatVnd(payment.amount), payment.method));
}
