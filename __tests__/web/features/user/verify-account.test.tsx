import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as userApi from '../../../../src/features/user/api';
import { VerifyAccount, verifiableChannels } from '../../../../src/features/user/components/VerifyAccount';
import { AppRoot } from '../../test-root';
import { makeCustomer, makeUser, pendingFetch, storeFor } from '../../fixtures/accounts';

jest.mock('../../../../src/features/user/api');
const api = jest.mocked(userApi);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  jest.clearAllMocks();
  pendingFetch();
});

describe('verifiableChannels', () => {
  it('lists the addresses the account has and has not proven', () => {
    expect(verifiableChannels(makeUser({ emailVerified: false, phoneVerified: false }))).toEqual(['email', 'phone']);
    expect(verifiableChannels(makeUser({ phone: null, emailVerified: false }))).toEqual(['email']);
    expect(verifiableChannels(makeUser({ emailVerified: true, phoneVerified: true }))).toEqual([]);
  });
});

describe('VerifyAccount', () => {
  const user = makeUser({ emailVerified: false, phoneVerified: false });

  it('is not shown once the welcome credit was given', async () => {
    await act(async () => {
      render(
        <AppRoot store={storeFor('shopper')}>
          <VerifyAccount user={user} pendingCredit={0} />
        </AppRoot>,
      );
    });
    expect(screen.queryByTestId('verify-account')).not.toBeInTheDocument();
  });

  it('sends a code by the chosen channel, checks the format, confirms and updates the session', async () => {
    const store = storeFor('shopper');
    api.sendVerificationCode.mockResolvedValue({ channel: 'phone', destination: '+84 *** *** 678', expiresInSeconds: 600 });
    const verified = { user: { ...user, phoneVerified: true }, customer: makeCustomer({ availableBalance: 100_000, walletCoin: 100_000, welcomeCreditPending: 0 }) };
    api.confirmVerificationCode.mockResolvedValue(verified);
    await act(async () => {
      render(
        <AppRoot store={store}>
          <VerifyAccount user={user} pendingCredit={100_000} />
        </AppRoot>,
      );
    });
    expect(text(screen.getByRole('heading', { name: /quà chào mừng/ }))).toContain('Nhận 100.000 ₫ quà chào mừng');
    fireEvent.click(screen.getByRole('radio', { name: 'Số điện thoại' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã gửi mã tới +84 *** *** 678, có hiệu lực trong 10 phút.');
    expect(api.sendVerificationCode).toHaveBeenCalledWith('phone');
    expect(screen.getByRole('button', { name: /Gửi lại sau 60 giây/ })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Mã xác minh (6 chữ số)'), { target: { value: '12a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Vui lòng nhập đủ 6 chữ số')).toBeInTheDocument();
    expect(api.confirmVerificationCode).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Mã xác minh (6 chữ số)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.confirmVerificationCode).toHaveBeenCalledWith('phone', '123456'));
    await waitFor(() => expect(store.getState().user.user?.phoneVerified).toBe(true));
    expect(store.getState().profile.profile?.welcomeCreditPending).toBe(0);
  });
});
