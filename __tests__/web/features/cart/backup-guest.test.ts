/** A guest's back-up size line (core/rules/backup-size.ts): added after its line, priced by the fee, following it, merged by position. */
import { addGuestBackup, addGuestLine, guestCartDto, mergePayload, removeGuestLines, updateGuestLine } from '../../../../src/features/cart/guest-cart';
import { cartReducer, itemsRemoved, listLoaded, toggleSelected } from '../../../../src/features/cart/slice';
import type { CartProductSnapshot } from '../../../../src/features/cart/types';

const snapshot: CartProductSnapshot = {
  originalPrice: 0,
  salePrice: 0,
  originalRentalPrice: 300000,
  rentalPrice: 300000,
  depositPrice: 500000,
  membershipRentalPrice: 0,
  product: { id: 101, name: 'Đầm dạ hội Ánh Trăng', link: 'dam-anh-trang-101', imageKey: 'p/1', type: 'PRODUCT_TYPE_RENTABLE', stock: 3 },
  sizeName: 'S',
};
const rent = { productId: 101, sizeId: 11, mode: 'rent' as const, quantities: 2, dateFrom: '2030-05-10', dateTo: '2030-05-13' };

function cartWithBackup(fee: Parameters<typeof addGuestBackup>[2]['fee']) {
  const lines = addGuestLine([], rent, snapshot);
  return addGuestBackup(lines, lines[0]!.id, { sizeId: 12, sizeName: 'M', fee }, snapshot);
}

test('the back-up is one unit of its size on its line\'s days, priced by the shop\'s fee, its deposit held', () => {
  const lines = cartWithBackup({ kind: 'percent', percent: 20 });
  const [spare, main] = guestCartDto(lines).items;
  expect(main).toMatchObject({ sizeName: 'S', quantities: 2, line: { price: 660000, deposit: 1000000 } });
  expect(main!.backupOf).toBeUndefined();
  // 3 days: one unit's rent 330.000 ₫; 20 % of it.
  expect(spare).toMatchObject({ sizeId: 12, sizeName: 'M', quantities: 1, backupOf: main!.id, line: { price: 66000, membershipPrice: 66000, deposit: 500000 } });
  expect(guestCartDto(cartWithBackup({ kind: 'free' })).items[0]!.line.price).toBe(0);
  // The same size as its line, or a second one, is not added: the second replaces the first.
  expect(addGuestBackup(lines, main!.id, { sizeId: 11, sizeName: 'S', fee: { kind: 'free' } }, snapshot)).toBe(lines);
  const replaced = addGuestBackup(lines, main!.id, { sizeId: 13, sizeName: 'L', fee: { kind: 'free' } }, snapshot);
  expect(replaced.filter((line) => line.backupOf === main!.id).map((line) => line.sizeName)).toEqual(['L']);
});

test('it follows its line\'s new days, keeps one unit, goes with its line, and merges pointing at its line', () => {
  const lines = cartWithBackup({ kind: 'free' });
  const [spare, main] = lines;
  const moved = updateGuestLine(lines, { id: main!.id, quantities: 1, dateFrom: '2030-06-01', dateTo: '2030-06-02' });
  expect(moved.map((line) => [line.id, line.quantities, line.dateFrom])).toEqual([
    [spare!.id, 1, '2030-06-01'],
    [main!.id, 1, '2030-06-01'],
  ]);
  expect(updateGuestLine(lines, { id: spare!.id, quantities: 3, dateFrom: '2030-07-01', dateTo: '2030-07-02' })).toEqual(lines);
  expect(mergePayload(lines)).toEqual([
    { productId: 101, sizeId: 12, mode: 'rent', quantities: 1, dateFrom: '2030-05-10', dateTo: '2030-05-13', backupOfIndex: 1 },
    { productId: 101, sizeId: 11, mode: 'rent', quantities: 2, dateFrom: '2030-05-10', dateTo: '2030-05-13' },
  ]);
  expect(removeGuestLines(lines, [main!.id])).toEqual([]);
  expect(removeGuestLines(lines, [spare!.id]).map((line) => line.id)).toEqual([main!.id]);
});

test('in the cart, the back-up is checked and unchecked with its line and leaves with it', () => {
  const cart = guestCartDto(cartWithBackup({ kind: 'free' }));
  const [spare, main] = cart.items;
  let state = cartReducer(undefined, listLoaded(cart, 'guest'));
  expect(state.selectedIds).toEqual([spare!.id, main!.id]);
  state = cartReducer(state, toggleSelected(main!.id));
  expect(state.selectedIds).toEqual([]);
  state = cartReducer(state, toggleSelected(main!.id));
  expect([...state.selectedIds].sort()).toEqual([spare!.id, main!.id].sort());
  // Its price is the fee it carries, never re-priced as a rental.
  expect(state.data.items.find((item) => item.id === spare!.id)!.line.price).toBe(0);
  state = cartReducer(state, itemsRemoved([main!.id]));
  expect(state.data.items).toEqual([]);
  expect(state.selectedIds).toEqual([]);
});
