import { createSlice } from '@reduxjs/toolkit';
import { emptyPage, pagedList } from '../../../../src/shared/state/paged-list';

const make = (append: boolean) => {
  const list = pagedList<'rows', number>('rows', { limit: 2, append });
  const slice = createSlice({ name: 'rows', initialState: list.initial, reducers: { fetch: list.fetch, loaded: list.loaded, failed: list.failed } });
  return { ...slice.actions, reduce: slice.reducer, initial: list.initial };
};
const page = (rows: number[], number: number) => ({ items: rows, pagination: { page: number, limit: 2, total: 4 } });

describe('pagedList', () => {
  it('starts empty on page 1 of its size, and asks with the loading/error pattern', () => {
    const { initial, reduce, fetch, failed } = make(true);
    expect(initial).toEqual({ rows: [], pagination: { page: 1, limit: 2, total: 0 }, loaded: false, loading: false, error: null });
    expect(reduce(initial, fetch(1))).toMatchObject({ loading: true, error: null });
    expect(reduce(reduce(initial, fetch(1)), failed('Lỗi'))).toMatchObject({ loading: false, error: 'Lỗi', loaded: false });
  });

  it('appends later pages when asked to, and replaces the list otherwise', () => {
    const appending = make(true);
    const two = [page([1, 2], 1), page([3, 4], 2)].reduce((state, next) => appending.reduce(state, appending.loaded(next)), appending.initial);
    expect(two).toMatchObject({ rows: [1, 2, 3, 4], pagination: { page: 2 }, loaded: true, loading: false });
    const replacing = make(false);
    const last = [page([1, 2], 1), page([3, 4], 2)].reduce((state, next) => replacing.reduce(state, replacing.loaded(next)), replacing.initial);
    expect(last.rows).toEqual([3, 4]);
  });

  it('an empty answer is page 1 with nothing on it', () => {
    const { initial, reduce, loaded } = make(true);
    expect(reduce(initial, loaded(emptyPage<number>(2)))).toMatchObject({ rows: [], pagination: { page: 1, limit: 2, total: 0 }, loaded: true });
  });
});
