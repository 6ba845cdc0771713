/** GA4 e-commerce events: the builders (worked examples) and the store's actions turned into dataLayer pushes. */
import { makeStore } from '../../../../src/app/store';
import { addFavorite } from '../../../../src/features/favorite/slice';
import { add, listLoaded, mutationSucceeded, removeItems } from '../../../../src/features/cart/slice';
import { orderCancelled } from '../../../../src/features/order/slice';
import { loginSuccess } from '../../../../src/features/user/slice';
import { purchase, startAnalytics, viewItemList } from '../../../../src/shared/tracking/analytics';
import { cardItem, cartLineItem, orderLineItem, purchaseEvent, refundEvent, safeSearchTerm } from '../../../../src/shared/tracking/ecommerce';
import { makeCard } from '../../fixtures/catalog';
import { makeCart, makeCartItem } from '../../fixtures/cart';
import { makeOrder } from '../../fixtures/orders';
import { makeCustomer, makeUser } from '../../fixtures/accounts';

const PERSONAL = /Nguyễn Thị Lan|\+84912345678|12 Nguyễn Huệ|@/;

describe('builders', () => {
  it('a card is a rental at its rental price, or a sale at its sale price', () => {
    expect(cardItem(makeCard(), { index: 2, list: { id: '/ao-dai', name: 'Áo dài' } })).toEqual({
      item_id: '101',
      item_name: 'Áo dài gấm đỏ thêu phượng',
      item_category: 'ao-dai-truyen-thong',
      item_variant: 'rent',
      price: 350_000,
      quantity: 1,
      index: 2,
      item_list_id: '/ao-dai',
      item_list_name: 'Áo dài',
    });
    expect(cardItem(makeCard({ type: 'PRODUCT_TYPE_SALABLE', salePrice: 1_200_000 }))).toMatchObject({ item_variant: 'sale', price: 1_200_000 });
  });

  it('a cart line: the unit price of what is charged, the quantity and the rental days', () => {
    const line = makeCartItem({ quantities: 2, line: { mode: 'rent', days: 4, extraDays: 2, price: 1_680_000, membershipPrice: 1_512_000, deposit: 2_000_000 } });
    expect(cartLineItem(line)).toEqual({ item_id: '101', item_name: 'Áo dài gấm đỏ thêu phượng', item_variant: 'rent', price: 756_000, quantity: 2, rental_days: 4 });
  });

  it('purchase: transaction id = order code, value without deposit nor delivery, the voucher as coupon and discount', () => {
    const order = makeOrder({
      code: 'DH123456',
      totals: { ...makeOrder().totals, shippingFee: 30_000, voucherCode: 'GIAM10', voucherDiscount: 50_000, total: 1_290_000, depositTotal: 200_000 },
    });
    const [clear, event] = purchaseEvent(order);
    expect(clear).toEqual({ ecommerce: null });
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'DH123456', currency: 'VND', value: 1_060_000, shipping: 30_000, coupon: 'GIAM10', discount: 50_000 },
    });
    const items = (event.ecommerce as { items: unknown[] }).items;
    expect(items).toEqual([
      { item_id: '11', item_name: 'Áo dài lụa đỏ', item_variant: 'rent', price: 810_000, quantity: 1, rental_days: 2 },
      { item_id: '12', item_name: 'Khăn choàng lụa', item_variant: 'sale', price: 150_000, quantity: 2 },
    ]);
    expect(JSON.stringify(purchaseEvent(order))).not.toMatch(PERSONAL);
    expect(refundEvent(order)[1]).toMatchObject({ event: 'refund', ecommerce: { transaction_id: 'DH123456', value: 1_060_000 } });
    expect(orderLineItem({ ...order.items[0]!, categoryLink: 'ao-dai' })).toMatchObject({ item_category: 'ao-dai' });
  });

  it('search terms that look like an email or a phone number never reach analytics', () => {
    expect(safeSearchTerm('  áo dài đỏ ')).toBe('áo dài đỏ');
    expect(safeSearchTerm('lan@example.vn')).toBeNull();
    expect(safeSearchTerm('0912 345 678')).toBeNull();
    expect(safeSearchTerm('+84912345678')).toBeNull();
    expect(safeSearchTerm('')).toBeNull();
  });
});

describe('the store heard by analytics', () => {
  const events = () => (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry) as Array<Record<string, unknown>>;
  beforeEach(() => {
    window.dataLayer = [];
    window.localStorage.clear();
  });

  it('add, remove, wishlist, login, cancellation → events in Google’s shape, each after an ecommerce reset', () => {
    const store = makeStore();
    startAnalytics({ vitals: false });
    viewItemList({ id: '/ao-dai', name: 'Áo dài' }, [makeCard()]);
    const snapshot = { originalPrice: 0, salePrice: 0, originalRentalPrice: 350_000, rentalPrice: 350_000, depositPrice: 1_000_000, membershipRentalPrice: 0, product: makeCartItem().product };
    const adding = add({ productId: 101, mode: 'rent', quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-14' }, snapshot, 'r1');
    store.dispatch(adding);
    store.dispatch(mutationSucceeded('r1'));
    const line = makeCartItem({ id: 7, line: { mode: 'rent', days: 4, extraDays: 2, price: 840_000, membershipPrice: 840_000, deposit: 1_000_000 } });
    store.dispatch(listLoaded(makeCart([line])));
    store.dispatch(removeItems([7], 'r2'));
    store.dispatch(mutationSucceeded('r2'));
    store.dispatch(addFavorite(101));
    store.dispatch(loginSuccess({ user: makeUser({ provider: 'google' }), customer: makeCustomer() } as never));
    const cancelled = makeOrder({ code: 'DH777' });
    store.dispatch(orderCancelled(cancelled));
    store.dispatch(orderCancelled(cancelled));

    expect(events().map((event) => event.event)).toEqual(['view_item_list', 'add_to_cart', 'remove_from_cart', 'add_to_wishlist', 'login', 'refund']);
    const added = events()[1]!.ecommerce as Record<string, unknown>;
    // 4 days: 2 included, 2 extra at 10 % each (the shared pricing rule) → 350.000 × 1,2 = 420.000 ₫.
    expect(added).toMatchObject({ currency: 'VND', value: 420_000, items: [{ item_id: '101', item_variant: 'rent', price: 420_000, quantity: 1, rental_days: 4 }] });
    expect(events()[3]!.ecommerce).toMatchObject({ items: [{ item_id: '101', item_name: 'Áo dài gấm đỏ thêu phượng', item_list_name: 'Áo dài' }] });
    expect(events()[4]).toEqual({ event: 'login', method: 'google' });
    const dataLayer = window.dataLayer as unknown[];
    dataLayer.forEach((entry, index) => {
      if (entry && typeof entry === 'object' && 'ecommerce' in entry && (entry as { ecommerce: unknown }).ecommerce !== null) expect(dataLayer[index - 1]).toEqual({ ecommerce: null });
    });
    expect(JSON.stringify(dataLayer)).not.toMatch(PERSONAL);
  });

  it('purchase is sent once per order, even after a reload of the success page', () => {
    const order = makeOrder({ code: 'DH999' });
    purchase(order);
    purchase(order);
    expect(events().filter((event) => event.event === 'purchase')).toHaveLength(1);
  });
});
