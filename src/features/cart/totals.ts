import { checkoutMoney, type CheckoutMoney } from '../../../core/rules/order-totals';
import type { VoucherTerms } from '../../../core/rules/voucher';
import type { CartItem } from '../../../core/contracts/cart';

/** The estimate shown in the cart: the checked lines, delivered (the fee is labelled as an estimate), with the voucher. */
export function cartTotals(items: readonly CartItem[], freeFirstOrder: boolean, voucher: VoucherTerms | null = null): CheckoutMoney {
  return checkoutMoney({
    lines: items.map((item) => item.line),
    deliveryMethod: 'delivery',
    freeFirstOrder,
    walletRequested: 0,
    walletBalance: 0,
    voucher: voucher ? { terms: voucher, categoryIds: items.map((item) => item.product.categoryId ?? 0) } : null,
  });
}
