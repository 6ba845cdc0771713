import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as menuApi from '../../../../src/features/menu/api';
import { menuError, menuLoaded } from '../../../../src/features/menu/slice';
import type { MenuNode } from '../../../../src/features/menu/types';
import FMenuPage from '../../../../src/pages/f-menu';
import { ApiError } from '../../../../src/shared/api/http';
import { makeStore, type AppStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';

jest.mock('../../../../src/features/menu/api');
const fetchMenuApi = jest.mocked(menuApi.fetchMenu);

const tree: MenuNode[] = [
  {
    title: 'Váy đầm',
    link: 'vay-dam',
    logoUrl: '/icons/menu/vay-dam.svg',
    children: [
      { title: 'Đầm dạ hội', link: 'dam-da-hoi', logoUrl: null, children: [] },
      {
        title: 'Váy cưới',
        link: 'vay-cuoi',
        logoUrl: null,
        children: [{ title: 'Váy cưới đuôi cá', link: 'vay-cuoi-duoi-ca', logoUrl: null, children: [] }],
      },
    ],
  },
  { title: 'Áo dài', link: 'ao-dai', logoUrl: null, children: [] },
];

// Minimal PageProps for a page component.
function renderPage(store: AppStore, menu?: MenuNode[]) {
  const props = {
    location: { pathname: '/f-menu' },
    pageContext: { menu },
  } as unknown as Parameters<typeof FMenuPage>[0];
  return render(
    <AppRoot store={store}>
      <FMenuPage {...props} />
    </AppRoot>,
  );
}

const never = () => new Promise<never>(() => undefined);

beforeEach(() => fetchMenuApi.mockReset());

describe('/f-menu', () => {
  it('dispatches the fetch on mount and shows a skeleton meanwhile', () => {
    fetchMenuApi.mockImplementation(never);
    const store = makeStore();
    renderPage(store);
    expect(fetchMenuApi).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Danh mục' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Đang tải' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Đang tải nội dung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Danh mục');
  });

  it('renders the tree from the store, with icons and expandable children', () => {
    fetchMenuApi.mockImplementation(never);
    const store = makeStore({ menu: { items: tree, loaded: true, error: null } });
    renderPage(store);
    const vay = screen.getByRole('link', { name: /Váy đầm/ });
    expect(vay).toHaveAttribute('href', '/vay-dam');
    expect(vay.querySelector('img')).toHaveAttribute('src', '/icons/menu/vay-dam.svg');
    expect(vay).toHaveTextContent('2 danh mục con');
    expect(screen.getByRole('link', { name: 'Áo dài' })).toHaveAttribute('href', '/ao-dai');

    const toggle = screen.getByRole('button', { name: 'Xem danh mục con của Váy đầm' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ẩn danh mục con của Váy đầm');
    expect(panel).toBeVisible();
    const children = within(panel as HTMLElement);
    expect(children.getByRole('link', { name: 'Đầm dạ hội' })).toHaveAttribute('href', '/dam-da-hoi');
    expect(children.getByRole('link', { name: 'Váy cưới đuôi cá' })).toHaveAttribute('href', '/vay-cuoi-duoi-ca');
    expect(screen.queryByRole('button', { name: /Áo dài/ })).not.toBeInTheDocument();
  });

  it('shows the build-time menu until the live one arrives', async () => {
    let resolve: (items: never[]) => void = () => undefined;
    fetchMenuApi.mockImplementation(() => new Promise((r) => (resolve = r)));
    const store = makeStore();
    renderPage(store, tree);
    expect(screen.getByRole('link', { name: /Váy đầm/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => resolve([]));
    expect(screen.queryByRole('link', { name: /Váy đầm/ })).not.toBeInTheDocument();
    expect(screen.getByText('Chưa có danh mục nào.')).toBeInTheDocument();
  });

  it('shows an error with a Vietnamese retry button that fetches again', async () => {
    fetchMenuApi.mockRejectedValueOnce(new ApiError(500, 'Lỗi máy chủ'));
    fetchMenuApi.mockResolvedValueOnce([
      { id: 1, name: 'Áo dài', link: 'ao-dai', logoUrl: null, parentId: null, children: [] },
    ]);
    const store = makeStore();
    renderPage(store);
    expect(await screen.findByText('Không tải được danh mục.')).toBeInTheDocument();
    expect(store.getState().menu.error).toBe('Lỗi máy chủ');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Thử lại/ })));
    expect(fetchMenuApi).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('link', { name: 'Áo dài' })).toBeInTheDocument();
    expect(screen.queryByText('Không tải được danh mục.')).not.toBeInTheDocument();
  });

  it('follows store updates', () => {
    fetchMenuApi.mockImplementation(never);
    const store = makeStore();
    renderPage(store);
    act(() => {
      store.dispatch(menuLoaded(tree));
    });
    expect(screen.getByRole('link', { name: 'Áo dài' })).toBeInTheDocument();
    act(() => {
      store.dispatch(menuError('x'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được danh mục.');
    expect(screen.getByRole('link', { name: 'Áo dài' })).toBeInTheDocument();
  });
});
