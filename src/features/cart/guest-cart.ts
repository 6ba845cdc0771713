/**
 * A guest's cart lives in the browser (localStorage, versioned key) and survives a reload. Lines carry
 * the product's unit prices from when they were added, so they are priced here with the shared
 * `priceLine` (no membership for a guest). At log-in the saga sends them to POST /v1/cart/merge and
 * clears this storage.
 */
import { vi } from '../../shared/i18n/vi';
import { firstRentableDay } from '../../../core/rules/availability';
import { priceLine } from '../../../core/rules/pricing';
import { parseDay, todayInVietnam } from '../../../core/rules/rental-dates';
import type { CartProductSnapshot } from './types';
import { MAX_LINE_QUANTITY } from '../../../core/rules/cart';
import { FREE_BACKUP, priceBackupLine } from '../../../core/rules/backup-size';
import type { AddLine, BackupFee, Cart, CartItem, MergeLine, UpdateLine } from '../../../core/contracts/cart';

/** Bump the version when the stored shape changes; older versions are dropped. */
export const GUEST_CART_KEY = 'thuedo.guestCart.v1';
export const GUEST_CART_VERSION = 1;

export interface GuestCartLine extends CartProductSnapshot {
  /** Negative, so it can never be mistaken for a server id. */
  id: number;
  productId: number;
  /** Null on a line kept from before sizes (the server then takes the product's only size). */
  sizeId: number | null;
  mode: AddLine['mode'];
  quantities: number;
  dateFrom: string | null;
  dateTo: string | null;
  /** On a back-up size line: the id of the line it backs up, and the shop's fee as the product page was told it. */
  backupOf?: number;
  backupFee?: BackupFee;
}

interface StoredGuestCart {
  version: number;
  lines: GuestCartLine[];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

const isLine = (value: unknown): value is GuestCartLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<GuestCartLine>;
  return (
    typeof line.id === 'number' &&
    typeof line.productId === 'number' &&
    (line.mode === 'rent' || line.mode === 'sale') &&
    typeof line.quantities === 'number' &&
    typeof line.rentalPrice === 'number' &&
    typeof line.salePrice === 'number' &&
    Boolean(line.product && typeof line.product === 'object')
  );
};

/** The stored lines (newest first); anything unreadable or of another version counts as empty. */
export function readGuestCart(): GuestCartLine[] {
  const store = storage();
  if (!store) return [];
  try {
    const raw = store.getItem(GUEST_CART_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Partial<StoredGuestCart>;
    if (parsed.version !== GUEST_CART_VERSION || !Array.isArray(parsed.lines)) return [];
    return parsed.lines.filter(isLine);
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: GuestCartLine[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (lines.length === 0) store.removeItem(GUEST_CART_KEY);
    else store.setItem(GUEST_CART_KEY, JSON.stringify({ version: GUEST_CART_VERSION, lines } satisfies StoredGuestCart));
  } catch {
    // quota exceeded or blocked: the cart stays in memory for this page only
  }
}

export function clearGuestCart(): void {
  writeGuestCart([]);
}

const sameLine = (line: GuestCartLine, payload: AddLine) =>
  line.backupOf === undefined &&
  line.productId === payload.productId &&
  (line.sizeId ?? null) === (payload.sizeId ?? null) &&
  line.mode === payload.mode &&
  (line.dateFrom ?? null) === (payload.dateFrom ?? null) &&
  (line.dateTo ?? null) === (payload.dateTo ?? null);

/** Adds a line, or adds the quantities to the same product + mode + dates (as the server does). */
export function addGuestLine(lines: GuestCartLine[], payload: AddLine, snapshot: CartProductSnapshot): GuestCartLine[] {
  const existing = lines.find((line) => sameLine(line, payload));
  if (existing) {
    const quantities = Math.min(MAX_LINE_QUANTITY, existing.quantities + payload.quantities);
    // The newest prices win; the merged line moves to the top (newest first).
    return [{ ...existing, ...snapshot, quantities }, ...lines.filter((line) => line !== existing)];
  }
  const id = -(lines.reduce((max, line) => Math.max(max, Math.abs(line.id)), 0) + 1);
  const line: GuestCartLine = {
    ...snapshot,
    id,
    productId: payload.productId,
    sizeId: payload.sizeId ?? null,
    mode: payload.mode,
    quantities: Math.min(MAX_LINE_QUANTITY, payload.quantities),
    dateFrom: payload.mode === 'rent' ? (payload.dateFrom ?? null) : null,
    dateTo: payload.mode === 'rent' ? (payload.dateTo ?? null) : null,
  };
  return [line, ...lines];
}

/** `mainId`'s back-up size line (its earlier one replaced): one unit of another size for the same days. */
export function addGuestBackup(lines: GuestCartLine[], mainId: number, backup: { sizeId: number; sizeName: string; fee: BackupFee }, snapshot: CartProductSnapshot): GuestCartLine[] {
  const main = lines.find((line) => line.id === mainId);
  if (!main || main.mode !== 'rent' || main.backupOf !== undefined || main.sizeId === backup.sizeId) return lines;
  const rest = lines.filter((line) => line.backupOf !== mainId);
  const id = -(rest.reduce((max, line) => Math.max(max, Math.abs(line.id)), 0) + 1);
  const line: GuestCartLine = { ...snapshot, ...main, id, sizeId: backup.sizeId, sizeName: backup.sizeName, quantities: 1, backupOf: mainId, backupFee: backup.fee };
  return [line, ...rest];
}

/** New quantity or days of a line; its back-up size line follows its days (and stays one unit). */
export function updateGuestLine(lines: GuestCartLine[], update: UpdateLine): GuestCartLine[] {
  return lines.map((line) =>
    line.backupOf === update.id && line.mode === 'rent'
      ? { ...line, dateFrom: update.dateFrom ?? line.dateFrom, dateTo: update.dateTo ?? line.dateTo }
      : line.id !== update.id || line.backupOf !== undefined
      ? line
      : {
          ...line,
          quantities: Math.min(MAX_LINE_QUANTITY, update.quantities),
          dateFrom: line.mode === 'rent' ? (update.dateFrom ?? line.dateFrom) : null,
          dateTo: line.mode === 'rent' ? (update.dateTo ?? line.dateTo) : null,
        },
  );
}

export function removeGuestLines(lines: GuestCartLine[], ids: readonly number[]): GuestCartLine[] {
  return lines.filter((line) => !ids.includes(line.id) && !(line.backupOf !== undefined && ids.includes(line.backupOf)));
}

/** Why a guest line cannot be ordered as it is (the same checks the server makes that the browser can make). */
export function guestLineProblem(line: GuestCartLine, today: string = todayInVietnam()): string | null {
  if (line.mode === 'rent') {
    if (!line.dateFrom || !line.dateTo) return vi.cart.problemNoDates;
    if (parseDay(line.dateFrom) < parseDay(firstRentableDay(today))) return vi.cart.problemPastDates;
  }
  if (line.product.stock <= 0) return vi.cart.problemOutOfStock;
  return null;
}

export function guestItem(line: GuestCartLine, today: string = todayInVietnam()): CartItem {
  const problem = guestLineProblem(line, today);
  const priced = line.mode === 'rent' && (!line.dateFrom || !line.dateTo) ? null : line;
  return {
    id: line.id,
    productId: line.productId,
    sizeId: line.sizeId ?? 0,
    sizeName: line.sizeName ?? '',
    mode: line.mode,
    quantities: line.quantities,
    dateFrom: line.dateFrom,
    dateTo: line.dateTo,
    originalPrice: line.originalPrice,
    salePrice: line.salePrice,
    originalRentalPrice: line.originalRentalPrice,
    rentalPrice: line.rentalPrice,
    depositPrice: line.depositPrice,
    membershipRentalPrice: line.membershipRentalPrice,
    product: line.product,
    line: priced
      ? line.backupOf !== undefined && line.dateFrom && line.dateTo
        ? priceBackupLine(line, { dateFrom: line.dateFrom, dateTo: line.dateTo }, line.backupFee ?? FREE_BACKUP)
        : priceLine(line, { mode: line.mode, quantity: line.quantities, dateFrom: line.dateFrom, dateTo: line.dateTo }, null)
      : { mode: line.mode, days: 0, extraDays: 0, price: 0, membershipPrice: 0, deposit: 0 },
    problem,
    ...(line.backupOf !== undefined ? { backupOf: line.backupOf } : {}),
  };
}

/** The guest cart in the server's shape, so the one slice serves guests and shoppers alike. */
export function guestCartDto(lines: GuestCartLine[], today: string = todayInVietnam()): Cart {
  const items = lines.map((line) => guestItem(line, today));
  return { total: items.length, items, membership: null };
}

const sizeOf = (line: GuestCartLine) => (line.sizeId ? { sizeId: line.sizeId } : {});

/** The lines as POST /v1/cart/merge wants them (a back-up size line points at its line's place in the list). */
export function mergePayload(lines: GuestCartLine[]): MergeLine[] {
  const indexOf = new Map(lines.map((line, index) => [line.id, index]));
  return lines.map((line): MergeLine => {
    const backup = line.backupOf !== undefined && indexOf.has(line.backupOf) ? { backupOfIndex: indexOf.get(line.backupOf)! } : {};
    return line.mode === 'rent' && line.dateFrom && line.dateTo
      ? { productId: line.productId, ...sizeOf(line), mode: 'rent', quantities: line.quantities, dateFrom: line.dateFrom, dateTo: line.dateTo, ...backup }
      : { productId: line.productId, ...sizeOf(line), mode: line.mode, quantities: line.quantities };
  });
}
