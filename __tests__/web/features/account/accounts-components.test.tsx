import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactElement } from 'react';
import { AddressForm } from '../../../../src/features/address/components/AddressForm';
import * as lookupApi from '../../../../src/features/address/lookup/api';
import { FavoriteHeart } from '../../../../src/features/favorite/components/FavoriteHeart';
import { addFavorite } from '../../../../src/features/favorite/slice';
import { LoginForm } from '../../../../src/features/user/components/LoginForm';
import { RegisterForm } from '../../../../src/features/user/components/RegisterForm';
import { RequireAuth } from '../../../../src/features/user/components/RequireAuth';
import * as userApi from '../../../../src/features/user/api';
import { login, loginSuccess, register, userError } from '../../../../src/features/user/slice';
import * as walletApi from '../../../../src/features/wallet/api';
import { WalletView } from '../../../../src/features/wallet/components/WalletView';
import type { AppStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { division, makeEntry, makeSession, pendingFetch, storeFor } from '../../fixtures/accounts';

jest.mock('../../../../src/features/address/lookup/api');
jest.mock('../../../../src/features/wallet/api');

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function renderIn(store: AppStore, ui: ReactElement) {
  await act(async () => {
    render(<AppRoot store={store}>{ui}</AppRoot>);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  pendingFetch();
});

describe('LoginForm', () => {
  it('shows Vietnamese validation messages for required, format and length', async () => {
    await renderIn(storeFor('guest'), <LoginForm search="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập email hoặc số điện thoại')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'ngan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Nhập email hoặc số điện thoại hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu phải từ 8 đến 128 ký tự')).toBeInTheDocument();
  });

  it('links to register and forgot password; no social buttons without app ids', async () => {
    await renderIn(storeFor('guest'), <LoginForm search="" />);
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('submits: dispatches login with the normalised phone, then follows the redirect param', async () => {
    const store = storeFor('guest');
    const dispatch = jest.spyOn(store, 'dispatch');
    await renderIn(store, <LoginForm search="?redirect=%2Faccount%2Fmy-wallet" />);
    fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại'), { target: { value: ' 0912 345 678 ' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith(login({ provider: 'default', identifier: '0912345678', password: 'matkhau123' })),
    );
    await act(async () => {
      store.dispatch(loginSuccess(makeSession()));
    });
    expect(navigate).toHaveBeenCalledWith('/account/my-wallet', { replace: true });
  });

  it('when the server asks for a code: sends one to the identifier, then logs in with password and code', async () => {
    const store = storeFor('guest');
    const dispatch = jest.spyOn(store, 'dispatch');
    const sent = jest.spyOn(userApi, 'requestLoginCode').mockResolvedValue({ message: 'Nếu tài khoản tồn tại, mã đăng nhập đã được gửi.' });
    await renderIn(store, <LoginForm search="" />);
    expect(screen.queryByLabelText('Mã đăng nhập (6 chữ số)')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại'), { target: { value: 'lan@example.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau123' } });
    await act(async () => {
      store.dispatch(userError({ message: 'Tài khoản này vừa bị nhập sai mật khẩu quá nhiều lần từ thiết bị lạ.', status: 429, reason: 'login-code-required' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gửi mã đăng nhập' }));
    });
    expect(sent).toHaveBeenCalledWith('lan@example.vn');
    expect(await screen.findByText('Nếu tài khoản tồn tại, mã đăng nhập đã được gửi.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập mã 6 chữ số đã gửi cho bạn')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mã đăng nhập (6 chữ số)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith(login({ provider: 'default', identifier: 'lan@example.vn', password: 'matkhau123', code: '123456' })),
    );
  });

  it('an unsafe redirect goes to /account instead', async () => {
    const store = storeFor('shopper');
    await renderIn(store, <LoginForm search="?redirect=https%3A%2F%2Fevil.example" />);
    expect(navigate).toHaveBeenCalledWith('/account', { replace: true });
  });
});

describe('RegisterForm', () => {
  it('asks for an email or a phone, checks both when given, and the two passwords agree; the password can be shown', async () => {
    await renderIn(storeFor('guest'), <RegisterForm search="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeInTheDocument();
    expect(screen.getAllByText('Vui lòng nhập email hoặc số điện thoại')).toHaveLength(2);
    expect(screen.getByLabelText('Họ tên')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    // A phone alone answers both; a shown error follows the text.
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912' } });
    expect(screen.queryByText('Vui lòng nhập email hoặc số điện thoại')).not.toBeInTheDocument();
    expect(screen.getByText(/Số điện thoại di động không hợp lệ/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912 345 678' } });
    expect(screen.queryByText(/Số điện thoại di động không hợp lệ/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau123' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'matkhau124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Hiện mật khẩu' })[0]!);
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('registers with the trimmed name, the normalised phone and no empty email', async () => {
    const store = storeFor('guest');
    const dispatch = jest.spyOn(store, 'dispatch');
    await renderIn(store, <RegisterForm search="" />);
    fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: '  Lý Thu Trang ' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912 345 678' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau123' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'matkhau123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith(register({ fullName: 'Lý Thu Trang', phone: '0912345678', password: 'matkhau123' })));
  });
});

describe('RequireAuth', () => {
  it('sends a guest to /login?redirect=<path+search>', async () => {
    window.history.replaceState(null, '', '/account/address?tab=1');
    await renderIn(storeFor('guest'), <RequireAuth>bí mật</RequireAuth>);
    expect(screen.queryByText('bí mật')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Faccount%2Faddress%3Ftab%3D1', { replace: true });
  });

  it('shows a skeleton while the session is being restored, then the screen', async () => {
    const store = storeFor('guest');
    await renderIn(store, <RequireAuth>bí mật</RequireAuth>);
    expect(navigate).toHaveBeenCalled();
    jest.mocked(navigate).mockReset();
    const { makeStore } = await import('../../../../src/app/store');
    const pending = makeStore();
    await renderIn(pending, <RequireAuth>màn hình</RequireAuth>);
    expect(screen.getAllByRole('status', { name: 'Đang tải' }).length).toBeGreaterThan(0);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      pending.dispatch(loginSuccess(makeSession()));
    });
    expect(screen.getByText('màn hình')).toBeInTheDocument();
  });
});

describe('AddressForm cascade', () => {
  const provinces = [division('01', 'Thành phố Hà Nội', 'Thành phố'), division('79', 'Thành phố Hồ Chí Minh', 'Thành phố')];

  async function choose(label: string, option: string) {
    const select = screen.getByRole('combobox', { name: label });
    await act(async () => {
      fireEvent.mouseDown(select);
    });
    const item = await screen.findByTitle(option);
    await act(async () => {
      fireEvent.click(item);
    });
  }

  it('2025 (default): choosing a province loads its wards, no district step', async () => {
    jest.mocked(lookupApi.fetchCities).mockResolvedValue(provinces);
    jest.mocked(lookupApi.fetchWards).mockResolvedValue([division('00004', 'Phường Ba Đình'), division('00008', 'Phường Ngọc Hà')]);
    await renderIn(storeFor('shopper'), <AddressForm onSubmit={jest.fn()} />);
    expect(lookupApi.fetchCities).toHaveBeenCalledWith('2025');
    expect(screen.queryByRole('combobox', { name: 'Quận/Huyện' })).not.toBeInTheDocument();
    await choose('Tỉnh/Thành phố', 'Thành phố Hà Nội');
    expect(lookupApi.fetchWards).toHaveBeenCalledWith('01', '2025');
    await choose('Phường/Xã', 'Phường Ngọc Hà');
    expect(lookupApi.fetchDistricts).not.toHaveBeenCalled();
  });

  it('legacy: city, then district, then ward', async () => {
    jest.mocked(lookupApi.fetchCities).mockResolvedValue(provinces);
    jest.mocked(lookupApi.fetchDistricts).mockResolvedValue([division('001', 'Quận Ba Đình', 'Quận')]);
    jest.mocked(lookupApi.fetchWards).mockResolvedValue([division('00001', 'Phường Phúc Xá')]);
    await renderIn(storeFor('shopper'), <AddressForm onSubmit={jest.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Địa giới cũ' }));
    });
    expect(lookupApi.fetchCities).toHaveBeenLastCalledWith('legacy');
    await choose('Tỉnh/Thành phố', 'Thành phố Hà Nội');
    expect(lookupApi.fetchDistricts).toHaveBeenCalledWith('01');
    expect(lookupApi.fetchWards).not.toHaveBeenCalled();
    await choose('Quận/Huyện', 'Quận Ba Đình');
    expect(lookupApi.fetchWards).toHaveBeenCalledWith('001', 'legacy');
    expect(await screen.findByRole('combobox', { name: 'Phường/Xã' })).toBeEnabled();
  });
});

describe('WalletView', () => {
  it('renders both balances, their sum and the signed history with dates', async () => {
    jest.mocked(walletApi.fetchBalances).mockResolvedValue({ availableBalance: 500000, membershipAvailableBalance: 200000, walletCoin: 700000 });
    jest.mocked(walletApi.fetchHistory).mockResolvedValue({
      items: [
        makeEntry({ id: 2, amount: -300000, description: 'Mua gói Vàng', kind: 'available', createdAt: '2025-03-06T09:00:00.000Z', balanceAfter: 200000 }),
        makeEntry({ id: 1, amount: 500000, description: 'Nạp tiền vào ví', createdAt: '2025-03-05T09:00:00.000Z', balanceAfter: 500000 }),
      ],
      pagination: { page: 1, limit: 20, total: 2 },
    });
    jest.mocked(walletApi.fetchWithdrawals).mockResolvedValue({ items: [], pagination: { page: 1, limit: 20, total: 0 } });
    await renderIn(storeFor('shopper'), <WalletView />);
    expect(text(await screen.findByTestId('wallet-total'))).toBe('700.000 ₫');
    expect(text(screen.getByTestId('wallet-available'))).toBe('500.000 ₫');
    expect(text(screen.getByTestId('wallet-membership'))).toBe('200.000 ₫');
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(text(rows[0]!)).toContain('Mua gói Vàng');
    expect(text(rows[0]!)).toContain('−300.000 ₫');
    expect(text(rows[0]!)).toContain('06/03/2025');
    expect(text(rows[1]!)).toContain('+500.000 ₫');
    expect(text(rows[1]!)).toContain('05/03/2025');
  });

  it('withdraws to a bank: amount at most the available balance, digits only, the holder as banks print it; requests with their status', async () => {
    jest.mocked(walletApi.fetchBalances).mockResolvedValue({ availableBalance: 300000, membershipAvailableBalance: 0, walletCoin: 300000 });
    jest.mocked(walletApi.fetchHistory).mockResolvedValue({ items: [], pagination: { page: 1, limit: 20, total: 0 } });
    const paid = { id: 7, amount: 50000, bankCode: 'TCB' as const, bankName: 'Techcombank', accountNumber: '19033344455566', accountHolder: 'TRAN THI MAI', status: 'paid' as const, reference: 'FT123', rejectReason: null, createdAt: '2025-03-01T09:00:00.000Z', settledAt: '2025-03-02T09:00:00.000Z' };
    jest.mocked(walletApi.fetchWithdrawals).mockResolvedValue({ items: [paid], pagination: { page: 1, limit: 20, total: 1 } });
    jest.mocked(walletApi.requestWithdrawal).mockResolvedValue({ ...paid, id: 8, amount: 200000, status: 'requested', reference: null, settledAt: null });
    await renderIn(storeFor('shopper'), <WalletView />);
    const section = await screen.findByRole('region', { name: 'Rút tiền về ngân hàng' });
    const requests = await within(section).findByTestId('withdrawals');
    expect(text(requests)).toContain('Đã chuyển');
    expect(text(requests)).toContain('Techcombank ••• 5566');
    expect(text(requests)).toContain('Mã giao dịch: FT123');

    const submit = within(section).getByRole('button', { name: 'Gửi yêu cầu rút tiền' });
    fireEvent.change(within(section).getByLabelText('Số tiền rút'), { target: { value: '400000' } });
    expect(await within(section).findByText('Số tiền phải từ 10.000 ₫ đến 300.000 ₫', { normalizer: (s) => s.replace(/[\u00a0\u202f]/g, ' ') })).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('Số tiền rút'), { target: { value: '200000' } });
    fireEvent.change(within(section).getByLabelText('Số tài khoản'), { target: { value: '19-03 3344 455566' } });
    expect(within(section).getByLabelText('Số tài khoản')).toHaveValue('19033344455566');
    fireEvent.change(within(section).getByLabelText('Tên chủ tài khoản'), { target: { value: 'Trần Thị Mai' } });
    expect(within(section).getByText('Ngân hàng sẽ thấy: TRAN THI MAI')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Ngân hàng' }), { target: { value: 'TCB' } });
    expect(within(section).getByRole('option', { name: 'Techcombank' })).toHaveProperty('selected', true);
    await waitFor(() => expect(submit).toBeEnabled());
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(walletApi.requestWithdrawal).toHaveBeenCalledWith({ amount: 200000, bankCode: 'TCB', accountNumber: '19033344455566', accountHolder: 'Trần Thị Mai' });
    expect(text(await within(section).findByRole('status'))).toContain('Đã gửi yêu cầu rút 200.000 ₫');
  });
});

describe('FavoriteHeart', () => {
  it('asks a guest to log in, and Đăng nhập goes to /login?redirect=…', async () => {
    window.history.replaceState(null, '', '/product/ao-dai-gam-do-101');
    const store = storeFor('guest');
    const dispatch = jest.spyOn(store, 'dispatch');
    await renderIn(store, <FavoriteHeart productId={101} productName="Áo dài gấm" />);
    const heart = screen.getByRole('button', { name: 'Thêm Áo dài gấm vào yêu thích' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(heart);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bạn cần đăng nhập để tiếp tục.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2Fao-dai-gam-do-101');
    expect(dispatch).not.toHaveBeenCalledWith(addFavorite(101));
  });

  it('toggles for a logged-in shopper (aria-pressed follows)', async () => {
    const store = storeFor('shopper');
    await renderIn(store, <FavoriteHeart productId={101} productName="Áo dài gấm" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thêm Áo dài gấm vào yêu thích' }));
    });
    expect(store.getState().favorite.ids).toEqual([101]);
    expect(screen.getByRole('button', { name: 'Bỏ Áo dài gấm khỏi yêu thích' })).toHaveAttribute('aria-pressed', 'true');
  });
});
