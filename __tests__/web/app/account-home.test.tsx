/**
 * The account's home: drawn from the session's copy of the customer before her profile has arrived (issue #34: the
 * page no longer waits for a second round trip), with no antd on it; the profile, once fetched, replaces it.
 */
import { act, render, screen, within } from '@testing-library/react';
import { AccountHome } from '../../../src/app/account/AccountHome';
import { profileLoaded } from '../../../src/features/profile/slice';
import { AppRoot } from '../test-root';
import { loggedInUserState, makeCustomer, pendingFetch, storeFor } from '../fixtures/accounts';
import { makeStore } from '../../../src/app/store';

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => pendingFetch());

it('greets the shopper and shows her wallet from the session while the profile is on its way, then from the profile', async () => {
  const store = storeFor('shopper');
  await act(async () => {
    render(
      <AppRoot store={store}>
        <AccountHome />
      </AppRoot>,
    );
  });
  expect(screen.getByRole('heading', { name: 'Xin chào, Nguyễn Thị Lan' })).toBeInTheDocument();
  expect(text(screen.getByRole('link', { name: /Số dư ví/ }))).toContain('700.000 ₫');
  expect(screen.getByRole('navigation', { name: 'Mục tài khoản' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeEnabled();
  // Nothing on it is antd's: no antd class anywhere in what it drew.
  expect(document.body.innerHTML).not.toMatch(/class="[^"]*\bant-/);

  await act(async () => {
    store.dispatch(profileLoaded(makeCustomer({ fullName: 'Nguyễn Thị Lan Anh', availableBalance: 100_000, membershipAvailableBalance: 0 })));
  });
  expect(screen.getByRole('heading', { name: 'Xin chào, Nguyễn Thị Lan Anh' })).toBeInTheDocument();
  expect(text(screen.getByRole('link', { name: /Số dư ví/ }))).toContain('100.000 ₫');
});

it('shows the welcome credit card from the session when the credit is still waiting', async () => {
  const store = makeStore({ user: { ...loggedInUserState(), consumer: makeCustomer({ welcomeCreditPending: 100_000 }) } });
  await act(async () => {
    render(
      <AppRoot store={store}>
        <AccountHome />
      </AppRoot>,
    );
  });
  expect(within(screen.getByTestId('verify-account')).getByRole('button', { name: 'Gửi mã xác minh' })).toBeInTheDocument();
});
