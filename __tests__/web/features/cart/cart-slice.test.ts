import {
  add,
  cartError,
  cartReducer,
  initialCartState,
  itemsRemoved,
  itemUpdated,
  listLoaded,
  load,
  mutationFailed,
  mutationSucceeded,
  removeItems,
  selectCartCount,
  selectCartItems,
  selectCartMembership,
  selectSelectedCartItems,
  selectionChanged,
  toggleSelected,
  fetchInvalidDates,
  invalidDatesLoaded,
  invalidDatesKey,
  cartActions,
  type CartState,
} from '../../../../src/features/cart/slice';
import { sessionEnded } from '../../../../src/shared/state/events';
import { makeCart, makeCartItem, makeSaleItem } from '../../fixtures/cart';

const reduce = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, state);
const root = (cart: CartState) => ({ cart });

describe('cart slice', () => {
  it('a list load recalculates every line with priceLine from the unit prices and the membership terms', () => {
    const state = reduce(initialCartState, load(), listLoaded(makeCart([makeCartItem(), makeSaleItem()], { percentDiscount: 10, extendDay: 1 })));
    const [rent, sale] = state.data.items;
    // 4 rental days → 2 extra days: 350.000 × 1.2 = 420.000; member: 315.000 × (10 + max(0, 4−2−1+1)=2)/10 = 378.000
    expect(rent?.line).toEqual({ mode: 'rent', days: 4, extraDays: 2, price: 420000, membershipPrice: 378000, deposit: 1000000 });
    expect(sale?.line).toEqual({ mode: 'sale', days: 0, extraDays: 0, price: 900000, membershipPrice: 900000, deposit: 0 });
    expect(state.data.total).toBe(2);
    expect(state.status).toBe('ready');
    expect(selectCartMembership(root(state))).toEqual({ percentDiscount: 10, extendDay: 1 });
  });

  it('the product’s own membership price wins over the percentage', () => {
    const state = reduce(initialCartState, listLoaded(makeCart([makeCartItem({ membershipRentalPrice: 300000 })], { percentDiscount: 50, extendDay: 0 })));
    // 4 days, extendDay 0 → member extra days 3: 300.000 × 1.3 = 390.000
    expect(state.data.items[0]?.line.membershipPrice).toBe(390000);
  });

  it('by default every orderable line is checked, never a line with a problem', () => {
    const problem = makeCartItem({ id: 3, problem: 'Ngày thuê đã qua' });
    const state = reduce(initialCartState, listLoaded(makeCart([makeCartItem(), makeSaleItem(), problem])));
    expect(state.selectedIds).toEqual([1, 2]);
    expect(selectSelectedCartItems(root(state)).map((item) => item.id)).toEqual([1, 2]);
    expect(reduce(state, toggleSelected(3)).selectedIds).toEqual([1, 2]);
    expect(reduce(state, selectionChanged([2, 3])).selectedIds).toEqual([2]);
  });

  it('a reload keeps an unchecked line unchecked and checks new lines', () => {
    let state = reduce(initialCartState, listLoaded(makeCart([makeCartItem(), makeSaleItem()])), toggleSelected(1));
    expect(state.selectedIds).toEqual([2]);
    state = reduce(state, listLoaded(makeCart([makeCartItem({ id: 9, productId: 109 }), makeCartItem(), makeSaleItem()])));
    expect(state.selectedIds).toEqual([9, 2]);
  });

  it('an update replaces one item (recalculated) and unchecks it when it now has a problem', () => {
    let state = reduce(initialCartState, listLoaded(makeCart([makeCartItem(), makeSaleItem()])));
    state = reduce(state, itemUpdated(makeCartItem({ quantities: 2, dateTo: '2030-05-11' })));
    expect(state.data.items[0]).toMatchObject({ id: 1, quantities: 2, dateTo: '2030-05-11' });
    expect(state.data.items[0]?.line).toMatchObject({ days: 1, price: 700000, deposit: 2000000 });
    expect(state.data.items[1]?.id).toBe(2);
    state = reduce(state, itemUpdated(makeCartItem({ problem: 'Đã kín lịch' })));
    expect(state.selectedIds).toEqual([2]);
  });

  it('a delete removes items by id list and resets total to the item count', () => {
    const state = reduce(initialCartState, listLoaded({ ...makeCart([makeCartItem(), makeSaleItem()]), total: 7 }), itemsRemoved([1, 42]));
    expect(selectCartItems(root(state)).map((item) => item.id)).toEqual([2]);
    expect(state.data.total).toBe(1);
    expect(selectCartCount(root(state))).toBe(1);
    expect(state.selectedIds).toEqual([2]);
  });

  it('logging out (the sessionEnded event) empties the cart', () => {
    const loaded = reduce(initialCartState, listLoaded(makeCart([makeCartItem()])));
    expect(reduce(loaded, sessionEnded())).toEqual(initialCartState);
  });

  it('an error resets the cart to empty', () => {
    const state = reduce(initialCartState, listLoaded(makeCart([makeCartItem(), makeSaleItem()])), cartError('Network error'));
    expect(state.data).toEqual({ total: 0, items: [] });
    expect(state.selectedIds).toEqual([]);
    expect(state).toMatchObject({ status: 'error', error: 'Network error' });
  });

  it('mutations are tracked by request id; a refused one leaves the lines alone', () => {
    let state = reduce(initialCartState, listLoaded(makeCart([makeCartItem()])));
    state = reduce(state, add({ productId: 101, mode: 'sale', quantities: 1 }, { ...makeCartItem() }, 'r1'));
    expect(state.mutation).toEqual({ requestId: 'r1', kind: 'add', status: 'pending', error: null });
    expect(reduce(state, mutationSucceeded('r1')).mutation?.status).toBe('succeeded');
    const failed = reduce(state, mutationFailed({ requestId: 'r1', error: 'Hết lịch' }));
    expect(failed.mutation).toMatchObject({ status: 'failed', error: 'Hết lịch' });
    expect(failed.data.items).toHaveLength(1);
    expect(removeItems([1, 2]).payload.ids).toEqual([1, 2]);
    expect(cartActions.load().type).toBe('cart/load');
  });

  it('invalid dates answer only their own query', () => {
    const query = { productId: 101, quantities: 2 };
    const key = invalidDatesKey(query);
    let state = reduce(initialCartState, fetchInvalidDates(query));
    expect(state.invalidDatesStatus).toBe('loading');
    state = reduce(state, invalidDatesLoaded({ key: 'other', invalidDates: ['2030-01-01'] }));
    expect(state.invalidDates).toEqual([]);
    state = reduce(state, invalidDatesLoaded({ key, invalidDates: ['2030-05-12'] }));
    expect(state).toMatchObject({ invalidDates: ['2030-05-12'], invalidDatesStatus: 'ready' });
  });
});
