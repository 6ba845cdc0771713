/**
 * The analytics side of the storefront, loaded in its own chunk after the first render (./track.ts): GA4 e-commerce
 * events into `dataLayer` (built by ./ecommerce.ts), web vitals (./web-vitals.ts), and the store's actions turned into
 * events (cart, wishlist, login, sign-up, cancellation). With no tag manager on the page the pushes simply stay in
 * `dataLayer`; nothing here waits for Google or runs before the page is interactive.
 */
import type { CartItem, MembershipTerms } from '../../../core/contracts/cart';
import type { ProductCard } from '../../../core/contracts/catalog';
import type { OrderDetail, Quote } from '../../../core/contracts/order';
import { priceLine } from '../../../core/rules/pricing';
import { listenToActions } from '../state/action-tap';
import { dataLayer } from './data-layer';
import {
  cardItem,
  cartLineItem,
  itemsEvent,
  lineItem,
  listEvent,
  purchaseEvent,
  refundEvent,
  safeSearchTerm,
  type DataLayerPush,
  type GaItem,
  type ItemList,
} from './ecommerce';
import { showConsentBanner } from './consent-banner';
import { startWebVitals } from './web-vitals';

type Card = Pick<ProductCard, 'id' | 'link' | 'name' | 'type' | 'categoryLink' | 'rentalPrice' | 'salePrice'>;

const push = (pushes: readonly DataLayerPush[]) => pushes.forEach((entry) => dataLayer().push(entry));

/** Products seen in a list or on their page (by id and by link), so a tap on a card or a heart can name them. */
const seen = new Map<string, { item: GaItem; list: ItemList | null }>();
const seenLinks = new Map<string, { item: GaItem; list: ItemList }>();

// --- Once per order, across reloads: purchase and refund -------------------------------------------------------
const SENT_KEY = 'thuedo.analytics.sent';
function once(key: string): boolean {
  try {
    const sent = JSON.parse(window.localStorage.getItem(SENT_KEY) ?? '[]') as unknown;
    const list = Array.isArray(sent) ? sent.filter((entry): entry is string => typeof entry === 'string') : [];
    if (list.includes(key)) return false;
    window.localStorage.setItem(SENT_KEY, JSON.stringify([...list, key].slice(-100)));
    return true;
  } catch {
    // No storage: at most once per page.
    if (seenKeys.has(key)) return false;
    seenKeys.add(key);
    return true;
  }
}
const seenKeys = new Set<string>();

// --- Lists, products, search --------------------------------------------------------------------------------
let lastList = '';
export function viewItemList(list: ItemList, cards: readonly Card[]): void {
  const items = cards.map((card, index) => cardItem(card, { index, list }));
  const key = `${list.id}|${items.map((item) => item.item_id).join(',')}`;
  items.forEach((item, index) => {
    seen.set(item.item_id, { item, list });
    seenLinks.set(cards[index]!.link, { item, list });
  });
  if (items.length === 0 || key === lastList) return;
  lastList = key;
  push(listEvent('view_item_list', list, items));
}

export function viewItem(card: Card): void {
  const item = cardItem(card);
  if (!seen.has(item.item_id)) seen.set(item.item_id, { item, list: null });
  push(itemsEvent('view_item', [item]));
}

let lastSearch = '';
export function search(term: string): void {
  const safe = safeSearchTerm(term);
  if (!safe || safe === lastSearch) return;
  lastSearch = safe;
  push([{ event: 'search', search_term: safe }]);
}

/** A tap on a product link of a list seen before: select_item (the navigation goes on untouched). */
function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href^="/product/"]');
  const match = link?.getAttribute('href')?.match(/^\/product\/([^/?#]+)/);
  const known = match ? seenLinks.get(decodeURIComponent(match[1]!)) : undefined;
  if (known) push(listEvent('select_item', known.list, [known.item]));
}

// --- Cart and checkout ------------------------------------------------------------------------------------
const goodsValue = (quote: Pick<Quote, 'totals'>) => Math.max(0, quote.totals.total - quote.totals.depositTotal - quote.totals.shippingFee);
const couponOf = (quote: Pick<Quote, 'totals'>) => (quote.totals.voucherCode ? { coupon: quote.totals.voucherCode } : {});

export function viewCart(items: readonly CartItem[]): void {
  if (items.length > 0) push(itemsEvent('view_cart', items.map(cartLineItem)));
}

/** Checkout steps: begin_checkout, add_shipping_info (how it is received), add_payment_info (how it is paid). */
export function checkoutStep(event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info', quote: Pick<Quote, 'items' | 'totals'>, detail: Record<string, string> = {}): void {
  push(itemsEvent(event, quote.items.map(cartLineItem), { value: goodsValue(quote), ...couponOf(quote), ...detail }));
}

/** The order the success page shows, once per order even after a reload. */
export function purchase(order: Pick<OrderDetail, 'code' | 'items' | 'totals'>): void {
  if (once(`purchase:${order.code}`)) push(purchaseEvent(order));
}

// --- What the store hears ----------------------------------------------------------------------------------
interface CartSlice {
  data: { items: CartItem[] };
  membership: MembershipTerms | null;
}
type Heard = { type: string; payload?: unknown };
const pendingCart = new Map<string, GaItem[]>();

function cartOf(state: unknown): CartSlice | null {
  return (state as { cart?: CartSlice } | null)?.cart ?? null;
}

interface AddPayload {
  requestId: string;
  item: { productId: number; mode: 'rent' | 'sale'; quantities: number; dateFrom?: string | null; dateTo?: string | null };
  snapshot: Parameters<typeof priceLine>[0] & { product: { name: string; categoryLink?: string } };
}

function addedItem({ item, snapshot }: AddPayload, membership: MembershipTerms | null): GaItem | null {
  try {
    const line = priceLine(snapshot, { mode: item.mode, quantity: item.quantities, dateFrom: item.dateFrom, dateTo: item.dateTo }, membership);
    const { name, categoryLink } = snapshot.product;
    return lineItem({ productId: item.productId, name, categoryLink, mode: item.mode, quantity: item.quantities, charged: line.membershipPrice, days: line.days });
  } catch {
    return null;
  }
}

function hear(action: Heard, before: unknown): void {
  switch (action.type) {
    case 'cart/add': {
      const payload = action.payload as AddPayload;
      const item = addedItem(payload, cartOf(before)?.membership ?? null);
      if (item) pendingCart.set(payload.requestId, [item]);
      return;
    }
    case 'cart/removeItems': {
      const { requestId, ids } = action.payload as { requestId: string; ids: number[] };
      const items = (cartOf(before)?.data.items ?? []).filter((line) => ids.includes(line.id)).map(cartLineItem);
      pendingCart.set(`remove:${requestId}`, items);
      return;
    }
    case 'cart/mutationSucceeded': {
      const requestId = action.payload as string;
      const added = pendingCart.get(requestId);
      const removed = pendingCart.get(`remove:${requestId}`);
      pendingCart.delete(requestId);
      pendingCart.delete(`remove:${requestId}`);
      if (added) push(itemsEvent('add_to_cart', added));
      if (removed && removed.length > 0) push(itemsEvent('remove_from_cart', removed));
      return;
    }
    case 'favorite/addFavorite': {
      const id = String(action.payload);
      push(itemsEvent('add_to_wishlist', [seen.get(id)?.item ?? { item_id: id, item_name: '', item_variant: 'rent', price: 0, quantity: 1 }]));
      return;
    }
    case 'user/loginSuccess':
    case 'user/registerSuccess': {
      const method = (action.payload as { user?: { provider?: string } } | undefined)?.user?.provider ?? 'default';
      push([{ event: action.type === 'user/loginSuccess' ? 'login' : 'sign_up', method }]);
      return;
    }
    case 'order/orderCancelled': {
      const order = action.payload as OrderDetail;
      if (once(`refund:${order.code}`)) push(refundEvent(order));
      return;
    }
    default:
  }
}

let started = false;
/** Once per page load, after the first render (`vitals: false` in tests: jsdom has no performance timeline). */
export function startAnalytics({ vitals = true }: { vitals?: boolean } = {}): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  listenToActions(hear);
  document.addEventListener('click', onClick, { capture: true });
  if (vitals) startWebVitals();
  // With a tag manager built in, the shopper is asked once (Consent Mode keeps storage denied until then).
  if (process.env.GATSBY_GTM_ID?.trim()) showConsentBanner();
}
