import { fetchMenu, menuError, menuLoaded, initialMenuState, menuReducer, selectMenu } from '../../../../src/features/menu/slice';
import type { MenuNode } from '../../../../src/features/menu/types';

const nodes: MenuNode[] = [{ title: 'Váy', link: 'vay', logoUrl: null, children: [] }];

describe('menu slice', () => {
  it('starts empty and not loaded', () => {
    expect(menuReducer(undefined, { type: '@@INIT' })).toEqual({ items: [], loaded: false, error: null });
  });

  it('stores items on success', () => {
    expect(menuReducer(initialMenuState, menuLoaded(nodes))).toEqual({ items: nodes, loaded: true, error: null });
  });

  it('records the error on failure, keeping items already loaded', () => {
    const loaded = menuReducer(initialMenuState, menuLoaded(nodes));
    expect(menuReducer(loaded, menuError('Lỗi'))).toEqual({ items: nodes, loaded: true, error: 'Lỗi' });
  });

  it('clears the error when fetching again', () => {
    const failed = menuReducer(initialMenuState, menuError('Lỗi'));
    expect(menuReducer(failed, fetchMenu()).error).toBeNull();
  });

  it('selects the module state', () => {
    expect(selectMenu({ menu: initialMenuState })).toBe(initialMenuState);
  });
});
