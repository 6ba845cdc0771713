/**
 * Every page a shopper goes to, for `npm run bench:web` and `npm run bench:cls`: the pre-rendered ones, and the
 * client-only ones as a logged-in shopper with a line in her cart, a placed order and a favourite (registered on
 * the bench's throwaway server through the public API; the browser gets her `sid` session cookie). She has a saved
 * address; `/checkout/payment` opened on its own (no choices kept in the tab's sessionStorage) shows the delivery step.
 * BENCH_PAGES picks some by key or path, e.g. `BENCH_PAGES="search account /ao-dai"`.
 */
import { SESSION_COOKIE } from '../../../server/http/session-cookie';
import { day as vietnamDay, JSON_HEADERS as SHOPPER_HEADERS } from './api-server';

export interface BenchPage {
  key: string;
  path: string;
  /** Opened with the shopper's session cookie. */
  shopper: boolean;
}

async function getJson<T>(url: string, cookie = ''): Promise<T> {
  const response = await fetch(url, { headers: { ...SHOPPER_HEADERS, cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function postJson(url: string, body: unknown, cookie: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...SHOPPER_HEADERS, cookie }, body: JSON.stringify(body) });
}

interface Listed {
  id: number;
  link: string;
  type?: string;
  stock?: number;
}

/** Registers a shopper; returns her cookie header (session and device) and the id of one placed order. */
async function prepareShopper(origin: string, products: Listed[]): Promise<{ cookie: string; orderId: number | null }> {
  const stamp = Date.now().toString().slice(-8);
  const registered = await postJson(`${origin}/v1/user/consumer/register`, { fullName: 'Nguyễn Thu Hà', email: `bench.${stamp}@example.com`, password: 'MatKhau#2026' }, '');
  if (registered.status !== 201) throw new Error(`registering the bench shopper answered ${registered.status}: ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie.includes(`${SESSION_COOKIE}=`)) throw new Error('registering gave no session cookie');
  // A saved address, as a returning shopper has: the delivery step offers it (a first checkout adds one instead).
  const cities = await getJson<{ items: Array<{ id: string }> }>(`${origin}/v1/address/city?scheme=2025`);
  const wards = await getJson<{ items: Array<{ id: string }> }>(`${origin}/v1/address/${cities.items[0]!.id}/ward?scheme=2025`);
  const address = { type: 'ADDRESS_TYPE_HOME', receiverName: 'Nguyễn Thu Hà', receiverPhone: '0987654321', street: '25 Tràng Tiền', scheme: '2025' };
  const saved = await postJson(`${origin}/v1/customer/address`, { ...address, cityId: cities.items[0]!.id, districtId: null, wardId: wards.items[0]!.id, isDefault: true }, cookie);
  if (!saved.ok) throw new Error(`saving the bench shopper's address answered ${saved.status}: ${await saved.text()}`);
  // Two lines: one ordered (orders, an order's page, notifications), one left in the cart.
  const lines: number[] = [];
  for (const product of products.filter((candidate) => candidate.type === 'PRODUCT_TYPE_RENTABLE' && (candidate.stock ?? 1) >= 1)) {
    if (lines.length === 2) break;
    const detail = await getJson<{ id: number; sizes: Array<{ id: number; units: number }> }>(`${origin}/v1/product/detail/${product.link}`);
    const size = detail.sizes.find((candidate) => candidate.units >= 1);
    if (!size) continue;
    const added = await postJson(`${origin}/v1/cart`, { productId: detail.id, sizeId: size.id, mode: 'rent', quantities: 1, dateFrom: vietnamDay(20 + lines.length * 5), dateTo: vietnamDay(21 + lines.length * 5) }, cookie);
    if (added.ok) lines.push(((await added.json()) as { item: { id: number } }).item.id);
  }
  let orderId: number | null = null;
  if (lines.length === 2) {
    const placed = await postJson(`${origin}/v1/order`, { cartItemIds: [lines[0]], deliveryMethod: 'pickup', paymentMethod: 'cash' }, cookie);
    if (placed.ok) orderId = ((await placed.json()) as { order: { id: number } }).order.id;
  }
  if (products[0]) await postJson(`${origin}/v1/product/favorite-product`, { productId: products[0].id }, cookie);
  return { cookie, orderId };
}

/** The first path of the sitemap under `prefix` (content and collection pages differ per catalogue). */
async function sitemapPath(origin: string, matches: (path: string) => boolean): Promise<string | null> {
  for (const name of ['/sitemap-0.xml', '/sitemap.xml']) {
    const response = await fetch(`${origin}${name}`);
    if (!response.ok) continue;
    const paths = [...(await response.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const found = paths.find(matches);
    if (found) return found;
  }
  return null;
}

export interface ShopperPages {
  pages: BenchPage[];
  /** Cookie header for pages with `shopper: true` ('' when none was chosen). */
  cookie: string;
}

export async function shopperPages(origin: string, selection = process.env.BENCH_PAGES ?? ''): Promise<ShopperPages> {
  const menu = await getJson<{ items: Array<{ link: string }> }>(`${origin}/v1/menu`);
  const category = menu.items[0]!.link;
  const products = (await getJson<{ items?: Listed[] }>(`${origin}/v1/product/list?kind=prod&filter=rent&pagination.limit=100`)).items ?? [];
  const product = products[0]?.link;
  const content = (await sitemapPath(origin, (path) => /^\/(about-us|customer-care|[a-z-]+\/[a-z0-9-]+)$/.test(path) && !path.startsWith('/product/') && !path.startsWith('/bo-suu-tap/'))) ?? '/about-us';
  const collection = (await sitemapPath(origin, (path) => path.startsWith('/bo-suu-tap/'))) ?? '/bo-suu-tap/dang-thinh-hanh';
  const all: BenchPage[] = [
    { key: 'home', path: '/home', shopper: false },
    { key: 'category', path: `/${category}`, shopper: false },
    ...(product ? [{ key: 'product', path: `/product/${product}`, shopper: false }] : []),
    { key: 'search', path: `/search?q=${encodeURIComponent('áo')}`, shopper: false },
    { key: 'sale', path: '/onsale', shopper: false },
    { key: 'collection', path: collection, shopper: false },
    { key: 'content', path: content, shopper: false },
    { key: 'login', path: '/login', shopper: false },
    { key: 'register', path: '/register', shopper: false },
    { key: 'membership', path: '/member-ship', shopper: false },
    { key: 'cart', path: '/checkout/cart', shopper: true },
    { key: 'delivery', path: '/checkout', shopper: true },
    { key: 'payment', path: '/checkout/payment', shopper: true },
    { key: 'order-success', path: '/checkout/order-success', shopper: true },
    { key: 'account', path: '/account', shopper: true },
    { key: 'orders', path: '/account/order-history', shopper: true },
    { key: 'order', path: '/account/order-history', shopper: true },
    { key: 'favourites', path: '/account/favorite-product', shopper: true },
    { key: 'wallet', path: '/account/my-wallet', shopper: true },
    { key: 'notifications', path: '/account/notification', shopper: true },
  ];
  const wanted = selection.split(/\s+/).filter(Boolean);
  const chosen = wanted.length
    ? wanted.map((want) => all.find((page) => page.key === want) ?? { key: want, path: want, shopper: !want.startsWith('/') ? false : /^\/(account|checkout)/.test(want) })
    : all;
  for (const page of chosen) if (!page.path.startsWith('/')) throw new Error(`unknown page "${page.key}" (keys: ${all.map((known) => known.key).join(' ')})`);
  if (!chosen.some((page) => page.shopper)) return { pages: chosen, cookie: '' };
  const { cookie, orderId } = await prepareShopper(origin, products);
  const pages = chosen.map((page) => {
    if (page.key === 'order') return orderId ? { ...page, path: `/account/order-history/${orderId}` } : page;
    if (page.key === 'order-success') return orderId ? { ...page, path: `/checkout/order-success?order=${orderId}` } : page;
    return page;
  });
  return { pages, cookie };
}
