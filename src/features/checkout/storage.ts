/** The checkout choices kept in sessionStorage so a reload (or a return from a gateway) keeps them. */
import { CHOOSABLE_METHODS, type ChoosableMethod } from '../order/public';
import type { DeliveryMethod } from '../../../core/rules/order-totals';

export const CHECKOUT_STORAGE_KEY = 'thuedo.checkout';
export const NOTE_MAX = 500;

export interface CheckoutChoices {
  deliveryMethod: DeliveryMethod;
  addressId: number | null;
  note: string;
  paymentMethod: ChoosableMethod | null;
  useWallet: boolean;
  walletAmount: number;
  /** The cart lines being ordered (kept for a reload before the cart has loaded again). */
  cartItemIds: number[];
}

export const defaultChoices = (): CheckoutChoices => ({
  deliveryMethod: 'delivery',
  addressId: null,
  note: '',
  paymentMethod: null,
  useWallet: false,
  walletAmount: 0,
  cartItemIds: [],
});

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** What was stored, each field checked (anything odd falls back to its default). */
export function readChoices(): CheckoutChoices {
  const defaults = defaultChoices();
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (!raw || typeof raw !== 'object') return defaults;
  const stored = raw as Record<string, unknown>;
  return {
    deliveryMethod: stored.deliveryMethod === 'pickup' ? 'pickup' : 'delivery',
    addressId: positiveInt(stored.addressId) ? stored.addressId : null,
    note: typeof stored.note === 'string' ? stored.note.slice(0, NOTE_MAX) : '',
    paymentMethod:
      typeof stored.paymentMethod === 'string' && (CHOOSABLE_METHODS as readonly string[]).includes(stored.paymentMethod)
        ? (stored.paymentMethod as ChoosableMethod)
        : null,
    useWallet: stored.useWallet === true,
    walletAmount: typeof stored.walletAmount === 'number' && stored.walletAmount > 0 ? Math.floor(stored.walletAmount) : 0,
    cartItemIds: Array.isArray(stored.cartItemIds) ? stored.cartItemIds.filter(positiveInt).slice(0, 50) : [],
  };
}

export function writeChoices(choices: CheckoutChoices): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Private mode or full storage: the choices just do not survive a reload.
  }
}
