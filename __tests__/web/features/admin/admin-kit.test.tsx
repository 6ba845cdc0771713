import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { FormShell, SubmitButton } from '../../../../src/features/admin/kit/FormShell';
import { ListScreen, type ListQuery } from '../../../../src/features/admin/kit/ListScreen';
import type { StandIn } from './support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

type Rows = { items: string[]; pagination?: { page: number; limit: number; total: number } };
const refused = (message: string) => ({ status: 409, data: { message } });

async function show(ui: ReactElement) {
  await act(async () => {
    render(<App>{ui}</App>);
  });
}

function list(query: Partial<ListQuery<Rows>>, props: { keepHead?: boolean; onPage?: (page: number) => void } = {}) {
  return (
    <ListScreen<Rows> query={{ isLoading: false, refetch: jest.fn(), ...query }} title="Voucher" head={<button type="button">Tạo voucher</button>} empty="Chưa có voucher nào." {...props}>
      {({ items }) => (
        <ul aria-label="hàng">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

describe('the list kit', () => {
  it('waits for its data: a skeleton, no heading', async () => {
    await show(list({ isLoading: true }));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Voucher' })).not.toBeInTheDocument();
  });

  it('keeps its heading and tools while a list with tabs loads', async () => {
    await show(list({ isLoading: true }, { keepHead: true }));
    expect(screen.getByRole('heading', { name: 'Voucher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tạo voucher' })).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('shows the server’s message with a retry when the list fails', async () => {
    const refetch = jest.fn();
    await show(list({ error: refused('Máy chủ đang bận, vui lòng thử lại sau.'), refetch }));
    expect(screen.getByText('Máy chủ đang bận, vui lòng thử lại sau.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing', async () => {
    await show(list({ data: { items: [] } }));
    expect(screen.getByRole('heading', { name: 'Voucher' })).toBeInTheDocument();
    expect(screen.getByText('Chưa có voucher nào.')).toBeInTheDocument();
  });

  it('shows the rows, and pages when there is more than one', async () => {
    const onPage = jest.fn();
    await show(list({ data: { items: ['TET2026', 'CUOI10'], pagination: { page: 1, limit: 20, total: 45 } } }, { onPage }));
    expect(within(screen.getByRole('list', { name: 'hàng' })).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['TET2026', 'CUOI10']);
    expect(screen.queryByText('Chưa có voucher nào.')).not.toBeInTheDocument();
    fireEvent.click(document.querySelector('.ant-pagination-next')!);
    expect(onPage.mock.calls[0]?.[0]).toBe(2);
  });

  it('shows no pages for a single one', async () => {
    await show(list({ data: { items: ['TET2026'], pagination: { page: 1, limit: 20, total: 1 } } }, { onPage: jest.fn() }));
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('keeps the rows it has when a refresh fails, and says the refresh failed', async () => {
    await show(list({ data: { items: ['TET2026'] }, error: refused('Không kết nối được máy chủ, vui lòng thử lại.') }));
    expect(screen.getByText('Không kết nối được máy chủ, vui lòng thử lại.')).toBeInTheDocument();
    expect(screen.getByText('TET2026')).toBeInTheDocument();
  });
});

function dialog(onSubmit: (values: { code: string }) => Promise<unknown>, { busy = false, onClose = jest.fn() } = {}) {
  return (
    <FormShell<{ code: string }> dialog={{ title: 'Tạo voucher', cancelText: 'Không', onClose }} submit="Lưu" busy={busy} initialValues={{ code: '' }} onSubmit={onSubmit}>
      <Form.Item label="Mã voucher" name="code" rules={[{ required: true, message: 'Vui lòng nhập mã voucher' }]}>
        <Input />
      </Form.Item>
    </FormShell>
  );
}

describe('the form shell', () => {
  it('checks the fields, sends the values and says "Đã lưu."', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    await show(dialog(onSubmit));
    expect(screen.getByRole('dialog', { name: 'Tạo voucher' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập mã voucher')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Mã voucher'), { target: { value: 'TET2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'TET2026' }));
    expect(await screen.findByText('Đã lưu.')).toBeInTheDocument();
  });

  it('shows the server’s Vietnamese refusal', async () => {
    await show(dialog(() => Promise.reject(refused('Mã voucher này đã có'))));
    fireEvent.change(screen.getByLabelText('Mã voucher'), { target: { value: 'TET2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Mã voucher này đã có')).toBeInTheDocument();
  });

  it('spins its OK button while busy', async () => {
    await show(dialog(() => Promise.resolve(), { busy: true }));
    expect(screen.getByRole('button', { name: /Lưu/ })).toHaveClass('ant-btn-loading');
  });

  it('closes with its cancel button', async () => {
    const onClose = jest.fn();
    await show(dialog(() => Promise.resolve(), { onClose }));
    fireEvent.click(screen.getByRole('button', { name: 'Không' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in a page: the failure above the fields, and the submit button where the fields put it', async () => {
    await show(
      <FormShell<{ name: string }> feedback="inline" error={refused('Tên sản phẩm đã có')} busy onSubmit={() => Promise.resolve()}>
        <section aria-label="thông tin">
          <Form.Item label="Tên sản phẩm" name="name">
            <Input />
          </Form.Item>
          <SubmitButton>Tạo bản nháp</SubmitButton>
        </section>
      </FormShell>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Tên sản phẩm đã có');
    expect(screen.getByRole('region', { name: 'thông tin' })).toContainElement(screen.getByRole('button', { name: /Tạo bản nháp/ }));
    expect(screen.getByRole('button', { name: /Tạo bản nháp/ })).toHaveClass('ant-btn-loading');
  });
});
