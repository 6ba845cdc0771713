import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '../../../../src/features/admin/auth/LoginForm';
import { SetPasswordForm } from '../../../../src/features/admin/auth/SetPasswordForm';
import { ChangePasswordPage } from '../../../../src/features/admin/screens/password/ChangePasswordPage';
import { renderAdmin } from './support/render-admin';
import { answering, type StandIn } from './support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

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
