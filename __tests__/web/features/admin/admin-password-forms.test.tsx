import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { LoginForm } from '../../../../src/features/admin/auth/LoginForm';
import { SetPasswordForm } from '../../../../src/features/admin/auth/SetPasswordForm';
import { ChangePasswordPage } from '../../../../src/features/admin/screens/password/ChangePasswordPage';
import { makeAdminStore } from '../../../../src/features/admin/store';

/**
 * jsdom has no Request/Response for RTK Query's fetchBaseQuery: the back-office's calls go through this stand-in,
 * which answers each call with the next of the answers `answering` was given, and keeps the calls.
 */
type Call = { url: string; method: string; body: unknown };
let mockCalls: Call[] = [];
let mockAnswers: Array<[number, unknown]> = [];
jest.mock('@reduxjs/toolkit/query/react', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@reduxjs/toolkit/query/react');
  return {
    ...actual,
    fetchBaseQuery:
      ({ baseUrl }: { baseUrl: string }) =>
      async (args: string | { url: string; method?: string; body?: unknown }) => {
        const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
        mockCalls.push({ url: `${baseUrl}${url}`, method, body });
        const [status, data] = mockAnswers.shift() ?? [500, { message: 'Không có câu trả lời' }];
        return status < 400 ? { data } : { error: { status, data } };
      },
  };
});

function answering(...given: Array<[number, unknown]>): Call[] {
  mockCalls = [];
  mockAnswers = given;
  return mockCalls;
}

async function renderAdmin(ui: ReactElement) {
  await act(async () => {
    render(
      <Provider store={makeAdminStore()}>
        <App>{ui}</App>
      </Provider>,
    );
  });
}

describe('admin log-in with a code', () => {
  it('shows the code field when the server asks for one, mails it, and sends it with the password', async () => {
    const calls = answering(
      [429, { message: 'Tài khoản này vừa bị nhập sai mật khẩu quá nhiều lần từ thiết bị lạ.', reason: 'login-code-required' }],
      [200, { message: 'Nếu tài khoản tồn tại, mã đăng nhập đã được gửi tới email.' }],
      [200, { staff: { id: 1, email: 'chu@thuedo.vn', fullName: 'Chủ', role: 'owner', disabled: false, createdAt: '2026-01-01T00:00:00.000Z' } }],
    );
    await renderAdmin(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'chu@thuedo.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'chu-cua-hang-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Gửi mã đăng nhập qua email' }));
    expect(await screen.findByText('Nếu tài khoản tồn tại, mã đăng nhập đã được gửi tới email.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mã đăng nhập (6 chữ số)'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toMatchObject({ method: 'POST', body: { email: 'chu@thuedo.vn' } });
    expect(calls[1]!.url).toMatch(/\/v1\/admin\/auth\/login\/code$/);
    expect(calls[2]!.body).toEqual({ email: 'chu@thuedo.vn', password: 'chu-cua-hang-2026', code: '654321' });
  });
});

describe('Đổi mật khẩu', () => {
  it('needs the current password and the new one twice; shows the server’s answer', async () => {
    const calls = answering([200, { message: 'Đổi mật khẩu thành công; các phiên đăng nhập khác đã kết thúc' }]);
    await renderAdmin(<ChangePasswordPage />);
    fireEvent.change(screen.getByLabelText('Mật khẩu hiện tại'), { target: { value: 'mat-khau-cu-2026' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu mới (ít nhất 8 ký tự)'), { target: { value: 'mat-khau-moi-2026' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'mat-khau-khac-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Hai lần nhập mật khẩu mới không khớp')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'mat-khau-moi-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Đổi mật khẩu thành công; các phiên đăng nhập khác đã kết thúc')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { oldPassword: 'mat-khau-cu-2026', newPassword: 'mat-khau-moi-2026' } });
  });
});

describe('the set-password screen', () => {
  it('without a token in the link it says so', async () => {
    await renderAdmin(<SetPasswordForm hash="" />);
    expect(screen.getByText(/Liên kết thiếu mã/)).toBeInTheDocument();
  });

  it('sends the token from the link with the new password, then leads to the log-in', async () => {
    const calls = answering([200, { message: 'Đặt mật khẩu thành công, vui lòng đăng nhập bằng mật khẩu mới' }]);
    await renderAdmin(<SetPasswordForm hash="#token=abc-123_XYZ" />);
    fireEvent.change(screen.getByLabelText('Mật khẩu mới (ít nhất 8 ký tự)'), { target: { value: 'mat-khau-rieng-2026' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'mat-khau-rieng-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu' }));
    expect(await screen.findByText('Đặt mật khẩu thành công, vui lòng đăng nhập bằng mật khẩu mới')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ token: 'abc-123_XYZ', password: 'mat-khau-rieng-2026' });
    expect(screen.getByRole('link', { name: 'Đến trang đăng nhập' })).toHaveAttribute('href', '/admin');
  });
});
