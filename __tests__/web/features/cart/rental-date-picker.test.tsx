import { act, fireEvent, render, screen } from '@testing-library/react';
import * as cartApi from '../../../../src/features/cart/api';
import { RentalDatePicker, type RentalDatePickerProps } from '../../../../src/features/cart/components/RentalDatePicker';
import { sessionMissing } from '../../../../src/features/user/slice';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import { makeStore, type AppStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';

// The rental date picker on its own (the product page opens it from its cart panel: product/cart-product.test.tsx).
jest.mock('../../../../src/features/cart/api', () => ({ ...jest.requireActual('../../../../src/features/cart/api'), fetchInvalidDates: jest.fn(), fetchCart: jest.fn() }));

const api = jest.mocked(cartApi);
const today = todayInVietnam();
const day = (n: number) => addDays(today, n);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

beforeEach(() => {
  api.fetchInvalidDates.mockReset();
  api.fetchInvalidDates.mockResolvedValue({ invalidDates: [day(6), day(7)], firstDay: day(1), lastDay: day(180) });
});

/** The picker as the product page mounts it, in place (`getContainer={false}`: no drawer animation to wait for). */
async function renderPicker(props: Partial<RentalDatePickerProps> = {}) {
  const store = makeStore();
  store.dispatch(sessionMissing());
  const all: RentalDatePickerProps = { open: true, onClose: jest.fn(), onConfirm: jest.fn(), productId: 101, productName: 'Áo dài gấm đỏ', quantity: 1, value: null, getContainer: false, ...props };
  const ui = (next: RentalDatePickerProps, withStore: AppStore) => (
    <AppRoot store={withStore}>
      <RentalDatePicker {...next} />
    </AppRoot>
  );
  const view = await act(async () => render(ui(all, store)));
  return {
    props: all,
    rerender: async (changes: Partial<RentalDatePickerProps>) => {
      await act(async () => {
        view.rerender(ui({ ...all, ...changes }, store));
      });
    },
  };
}

/** The calendar cell of an ISO day (antd titles its cells with the day). */
function cell(iso: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${iso}"], .ant-picker-dropdown td[title="${ddmmyyyy(iso)}"]`);
  if (!found) throw new Error(`no cell ${iso}`);
  return found;
}

async function pick(iso: string) {
  await act(async () => {
    fireEvent.click(cell(iso).querySelector('.ant-picker-cell-inner') as HTMLElement);
  });
}

describe('RentalDatePicker', () => {
  it('asks for the invalid days of the chosen quantity when it opens and greys them out before any click; a new quantity asks again', async () => {
    const { rerender } = await renderPicker();
    expect(api.fetchInvalidDates).toHaveBeenCalledWith({ productId: 101, quantities: 1 });
    expect(cell(day(6))).toHaveClass('ant-picker-cell-disabled');
    expect(cell(day(7))).toHaveClass('ant-picker-cell-disabled');
    expect(cell(day(0))).toHaveClass('ant-picker-cell-disabled'); // today: before the first rentable day
    expect(cell(day(2))).not.toHaveClass('ant-picker-cell-disabled');

    await rerender({ quantity: 2 });
    expect(api.fetchInvalidDates).toHaveBeenLastCalledWith({ productId: 101, quantities: 2 });
  });

  it('refuses a range crossing an invalid day', async () => {
    await renderPicker();
    await pick(day(5));
    // Once a start is chosen, every day past the next invalid day is greyed out.
    expect(cell(day(9))).toHaveClass('ant-picker-cell-disabled');
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeDisabled();
  });
});
