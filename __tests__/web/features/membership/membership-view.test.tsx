import { act, render, screen, within } from '@testing-library/react';
import * as membershipApi from '../../../../src/features/membership/api';
import { MembershipView } from '../../../../src/features/membership/components/MembershipView';
import { listLoaded } from '../../../../src/features/cart/slice';
import { AppRoot } from '../../test-root';
import { makePackage, pendingFetch, storeFor } from '../../fixtures/accounts';
import { makeCart, makeCartItem, makeSaleItem } from '../../fixtures/cart';

jest.mock('../../../../src/features/membership/api');

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const silver = makePackage({ id: 1, name: 'Bạc', percentDiscount: 5, extendDay: 1, isFreeFirstOrder: false });
const diamond = makePackage({ id: 3, name: 'Kim cương', percentDiscount: 15, extendDay: 3, isFreeFirstOrder: true });

async function show(store: ReturnType<typeof storeFor>) {
  jest.mocked(membershipApi.fetchPackages).mockResolvedValue([silver, diamond]);
  await act(async () => {
    render(
      <AppRoot store={store}>
        <MembershipView />
      </AppRoot>,
    );
  });
  return { silverCard: (await screen.findByRole('heading', { name: /Bạc/ })).closest('li')!, diamondCard: screen.getByRole('heading', { name: /Kim cương/ }).closest('li')! };
}

beforeEach(() => pendingFetch());

describe('MembershipView', () => {
  it('states the free days the rule gives (extendDay − 1), none for extendDay 1', async () => {
    const { silverCard, diamondCard } = await show(storeFor('guest'));
    expect(text(silverCard)).not.toMatch(/ngày thuê miễn phí/);
    expect(text(diamondCard)).toContain('Thêm 2 ngày thuê miễn phí (giá thuê gồm 4 ngày thay vì 2)');
  });

  it('without rental lines in the cart, says how to see the member price for one’s dates', async () => {
    await show(storeFor('guest'));
    expect(screen.getByText('Thêm đồ thuê vào giỏ hàng để xem giá thành viên cho đúng ngày bạn chọn.')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-rent')).not.toBeInTheDocument();
  });

  it('with a 4-day rental in the cart, each package shows its rent for those dates before buying', async () => {
    const store = storeFor('guest');
    // 350.000 ₫ a unit, 10/05 → 14/05: 4 days, 2 of them extra (+10 % each) → 420.000 ₫ without membership.
    store.dispatch(listLoaded(makeCart([makeCartItem(), makeSaleItem()]), 'guest'));
    const { silverCard, diamondCard } = await show(store);
    // Bạc: 5 % off, 4 − 2 − 1 + 1 = 2 extra days → 332.500 × 1,2 = 399.000 ₫ instead of 350.000 × 1,2 = 420.000 ₫.
    expect(text(within(silverCard).getByTestId('cart-rent'))).toBe('Tiền thuê giỏ hàng của bạn với gói này399.000 ₫thay vì 420.000 ₫');
    // Kim cương: 15 % off, 4 − 2 − 3 + 1 = 0 extra days → 297.500 ₫; its first order is free too.
    expect(text(within(diamondCard).getByTestId('cart-rent'))).toContain('297.500 ₫thay vì 420.000 ₫');
    expect(text(within(diamondCard).getByTestId('cart-rent'))).toContain('Đơn thuê đầu tiên với gói này: miễn phí tiền thuê.');
  });

  it('draws the packages the site was built with at once, then the live list once it arrives', async () => {
    let answer: (packages: typeof silver[]) => void = () => undefined;
    jest.mocked(membershipApi.fetchPackages).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const built = { ...silver, price: 49_000 };
    await act(async () => {
      render(
        <AppRoot store={storeFor('guest')}>
          <MembershipView prerendered={[built]} />
        </AppRoot>,
      );
    });
    const card = screen.getByRole('heading', { name: /Bạc/ }).closest('li')!;
    expect(text(card)).toContain('49.000 ₫');
    expect(screen.queryByRole('heading', { name: /Kim cương/ })).not.toBeInTheDocument();
    await act(async () => answer([silver, diamond]));
    expect(text(screen.getByRole('heading', { name: /Bạc/ }).closest('li'))).toContain('300.000 ₫');
    expect(screen.getByRole('heading', { name: /Kim cương/ })).toBeInTheDocument();
  });
});
