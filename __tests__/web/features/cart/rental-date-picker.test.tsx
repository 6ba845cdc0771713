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

/** The calendar's button of an ISO day. */
function cell(iso: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-testid="picker-calendar"] button[data-day="${iso}"]`);
  if (!found) throw new Error(`no day ${iso}`);
  return found;
}

async function pick(iso: string) {
  await act(async () => {
    fireEvent.click(cell(iso));
  });
}

describe('RentalDatePicker', () => {
  it('asks for the invalid days of the chosen quantity when it opens and greys them out before any click; a new quantity asks again', async () => {
    const { rerender } = await renderPicker();
    expect(api.fetchInvalidDates).toHaveBeenCalledWith({ productId: 101, quantities: 1 });
    expect(cell(day(6))).toHaveAttribute('aria-disabled', 'true');
    expect(cell(day(7))).toHaveAttribute('aria-disabled', 'true');
    expect(cell(day(0))).toHaveAttribute('aria-disabled', 'true'); // today: before the first rentable day
    expect(cell(day(2))).not.toHaveAttribute('aria-disabled');

    await rerender({ quantity: 2 });
    expect(api.fetchInvalidDates).toHaveBeenLastCalledWith({ productId: 101, quantities: 2 });
  });

  it('refuses a range crossing an invalid day', async () => {
    await renderPicker();
    await pick(day(5));
    // Once a start is chosen, every day past the next invalid day is greyed out.
    expect(cell(day(9))).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeDisabled();
  });

  it('picks a range in two taps, a one-day rental with the same day twice, and starts again on a tap before the start', async () => {
    const { props } = await renderPicker();
    await pick(day(3));
    await pick(day(2));
    // Before the start: a new start, nothing chosen yet.
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeDisabled();
    expect(cell(day(2))).toHaveAttribute('aria-label', expect.stringContaining('ngày bắt đầu'));
    await pick(day(4));
    expect(screen.getByTestId('picker-chosen')).toHaveTextContent(`Từ ${ddmmyyyy(day(2))} đến ${ddmmyyyy(day(4))}`);
    expect(cell(day(3)).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(cell(day(5)).closest('td')).toHaveAttribute('aria-selected', 'false');

    await pick(day(9));
    await pick(day(9));
    expect(screen.getByTestId('picker-chosen')).toHaveTextContent(`Từ ${ddmmyyyy(day(9))} đến ${ddmmyyyy(day(9))}`);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    });
    expect(props.onConfirm).toHaveBeenCalledWith({ dateFrom: day(9), dateTo: day(9) });
  });

  it('ignores a tap on a day it cannot rent, and moves between days and months with the arrow keys', async () => {
    await renderPicker();
    await pick(day(6));
    expect(screen.getByTestId('picker-chosen')).not.toHaveTextContent('Từ');
    expect(cell(day(6))).toHaveAttribute('aria-label', expect.stringContaining('không nhận đặt'));

    const start = cell(day(2));
    start.focus();
    await act(async () => {
      fireEvent.keyDown(start, { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(cell(day(9)));
    expect(cell(day(9))).toHaveAttribute('tabindex', '0');
    expect(cell(day(2))).toHaveAttribute('tabindex', '-1');

    const later = screen.getAllByRole('button', { name: 'Tháng sau' })[0]!;
    const months = () => screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'));
    const before = months();
    await act(async () => {
      fireEvent.click(later);
    });
    expect(months()[0]).toBe(before[1]);
    expect(screen.getByRole('button', { name: 'Tháng trước' })).toBeEnabled();
  });
});
