import { runSaga, type Saga } from 'redux-saga';
import { hideLoader, showLoader } from '../../../../src/shared/loader/slice';
import * as menuApi from '../../../../src/features/menu/api';
import { loadMenu, menuSaga } from '../../../../src/features/menu/saga';
import { fetchMenu, menuError, menuLoaded } from '../../../../src/features/menu/slice';
import { ApiError } from '../../../../src/shared/api/http';
import { makeStore } from '../../../../src/app/store';
import type { MenuItem } from '../../../../core/contracts/menu';

jest.mock('../../../../src/features/menu/api');
const fetchMenuApi = jest.mocked(menuApi.fetchMenu);

const dto: MenuItem[] = [
  {
    id: 1,
    name: 'Váy',
    link: 'vay',
    logoUrl: '/icons/menu/vay.svg',
    parentId: null,
    children: [{ id: 2, name: 'Váy dạ hội', link: 'vay-da-hoi', logoUrl: null, parentId: 1, children: [] }],
  },
];

async function record(saga: Saga): Promise<unknown[]> {
  const dispatched: unknown[] = [];
  await runSaga({ dispatch: (action) => dispatched.push(action), getState: () => ({}) }, saga).toPromise();
  return dispatched;
}

beforeEach(() => fetchMenuApi.mockReset());

describe('menu saga', () => {
  it('shows the loader, stores the transformed menu, hides the loader', async () => {
    fetchMenuApi.mockResolvedValue(dto);
    expect(await record(loadMenu)).toEqual([
      showLoader(),
      menuLoaded([
        {
          title: 'Váy',
          link: 'vay',
          logoUrl: '/icons/menu/vay.svg',
          children: [{ title: 'Váy dạ hội', link: 'vay-da-hoi', logoUrl: null, children: [] }],
        },
      ]),
      hideLoader(),
    ]);
    expect(fetchMenuApi).toHaveBeenCalledTimes(1);
  });

  it('records the error and still hides the loader on failure', async () => {
    fetchMenuApi.mockRejectedValue(new ApiError(500, 'Lỗi máy chủ'));
    expect(await record(loadMenu)).toEqual([showLoader(), menuError('Lỗi máy chủ'), hideLoader()]);
  });

  it('handles non-Error rejections', async () => {
    fetchMenuApi.mockRejectedValue('boom');
    expect(await record(loadMenu)).toEqual([showLoader(), menuError('boom'), hideLoader()]);
  });

  it('runs from the store on fetchMenu', async () => {
    fetchMenuApi.mockResolvedValue(dto);
    const store = makeStore();
    store.dispatch(fetchMenu());
    expect(store.getState().loader.loading).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().menu.loaded).toBe(true);
    expect(store.getState().menu.items[0]?.children[0]?.link).toBe('vay-da-hoi');
    expect(store.getState().loader).toEqual({ pending: 0, loading: false });
  });

  it('keeps the loader balanced when a newer fetch cancels an older one', async () => {
    let resolveFirst: (value: MenuItem[]) => void = () => undefined;
    fetchMenuApi.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)));
    fetchMenuApi.mockResolvedValueOnce(dto);
    const store = makeStore();
    store.dispatch(fetchMenu());
    store.dispatch(fetchMenu());
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolveFirst([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().loader).toEqual({ pending: 0, loading: false });
    expect(store.getState().menu.items).toHaveLength(1);
    expect(menuSaga).toBeDefined();
  });
});
