import { act, render, screen } from '@testing-library/react';
import { emitPwaEvent, ROUTE_DELAYED, ROUTE_UPDATED, SW_UPDATE_READY } from '../../../../src/shared/pwa/events';
import { makeStore } from '../../../../src/app/store';
import { reportReachable, reportUnreachable } from '../../../../src/shared/pwa/connectivity';
import { AppRoot } from '../../test-root';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

describe('PWA notices in the app root', () => {
  afterEach(() => setOnline(true));

  it('shows the offline banner while offline, driven by online/offline events', () => {
    render(
      <AppRoot store={makeStore()}>
        <p>trang</p>
      </AppRoot>,
    );
    expect(screen.queryByText('Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu')).not.toBeInTheDocument();
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu');
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/ngoại tuyến/)).not.toBeInTheDocument();
  });

  it('shows the offline banner when a request never reaches the shop although navigator.onLine says true', () => {
    render(
      <AppRoot store={makeStore()}>
        <p>trang</p>
      </AppRoot>,
    );
    act(() => reportUnreachable());
    expect(screen.getByRole('status')).toHaveTextContent('Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu');
    act(() => reportReachable());
    expect(screen.queryByText(/ngoại tuyến/)).not.toBeInTheDocument();
  });

  it('shows the loading bar for a delayed route change until the route updates', () => {
    const store = makeStore();
    render(
      <AppRoot store={store}>
        <p>trang</p>
      </AppRoot>,
    );
    act(() => emitPwaEvent(ROUTE_DELAYED));
    expect(screen.getByRole('progressbar', { name: 'Đang tải nội dung' })).toBeInTheDocument();
    act(() => emitPwaEvent(ROUTE_DELAYED));
    act(() => emitPwaEvent(ROUTE_UPDATED));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(store.getState().loader.pending).toBe(0);
    // A normal (fast) route update never touches the loader.
    act(() => emitPwaEvent(ROUTE_UPDATED));
    expect(store.getState().loader.pending).toBe(0);
  });

  it('announces a new version once', async () => {
    render(
      <AppRoot store={makeStore()}>
        <p>trang</p>
      </AppRoot>,
    );
    act(() => {
      emitPwaEvent(SW_UPDATE_READY);
      emitPwaEvent(SW_UPDATE_READY);
    });
    expect(await screen.findAllByText('Đã có phiên bản mới — trang sẽ tải lại khi bạn chuyển trang')).toHaveLength(1);
  });
});
