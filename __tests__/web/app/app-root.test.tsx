import { act, render, screen } from '@testing-library/react';
import { get } from '../../../src/shared/api/http';
import { makeStore } from '../../../src/app/store';
import { isPageHead } from '../../../src/app/page-head';
import { AppRoot } from '../../../src/app/wrap-root';
import { wrapRootElement } from '../../../gatsby-browser';
import { hideLoader, showLoader } from '../../../src/shared/loader/slice';

describe('AppRoot', () => {
  it('routes fetch-helper errors to the themed antd notification', async () => {
    global.fetch = jest.fn(async () => ({ status: 409, headers: { get: () => null }, json: async () => ({ message: 'Ngày thuê đã có người đặt' }) })) as unknown as typeof fetch;
    render(
      <AppRoot>
        <p>trang</p>
      </AppRoot>,
    );
    await act(async () => {
      await expect(get('/v1/cart')).rejects.toMatchObject({ status: 409 });
    });
    expect(await screen.findByText('Ngày thuê đã có người đặt')).toBeInTheDocument();
    expect(screen.getByText('Đã xảy ra lỗi')).toBeInTheDocument();
  });

  it('shows the loading bar while the loader flag is on', () => {
    const store = makeStore();
    render(
      <AppRoot store={store}>
        <p>trang</p>
      </AppRoot>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showLoader());
    });
    expect(screen.getByRole('progressbar', { name: 'Đang tải nội dung' })).toBeInTheDocument();
    act(() => {
      store.dispatch(hideLoader());
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("leaves a page's Head unwrapped (no second store), wraps the app", () => {
    const Head = (_props: Record<string, unknown>) => null;
    const head = <Head location={{ pathname: '/home' }} params={{}} data={{}} serverData={undefined} pageContext={{}} />;
    expect(isPageHead(head)).toBe(true);
    expect(isPageHead(<p>trang</p>)).toBe(false);
    expect(isPageHead('text')).toBe(false);
    const wrap = wrapRootElement as (args: { element: unknown }) => unknown;
    expect(wrap({ element: head })).toBe(head);
    const app = <p>trang</p>;
    expect(wrap({ element: app })).not.toBe(app);
  });
});
