import { hideLoader, initialLoaderState, loaderReducer, resetLoader, selectLoading, showLoader } from '../../../../src/shared/loader/slice';
import { makeStore } from '../../../../src/app/store';

describe('loader slice', () => {
  it('starts off', () => {
    expect(loaderReducer(undefined, { type: '@@INIT' })).toEqual({ pending: 0, loading: false });
  });

  it('show turns the flag on, hide turns it off', () => {
    const shown = loaderReducer(initialLoaderState, showLoader());
    expect(shown).toEqual({ pending: 1, loading: true });
    expect(loaderReducer(shown, hideLoader())).toEqual({ pending: 0, loading: false });
  });

  it('stays on until every overlapping show is hidden', () => {
    let state = loaderReducer(initialLoaderState, showLoader());
    state = loaderReducer(state, showLoader());
    state = loaderReducer(state, hideLoader());
    expect(state).toEqual({ pending: 1, loading: true });
    state = loaderReducer(state, hideLoader());
    expect(state.loading).toBe(false);
  });

  it('never goes below zero on an extra hide', () => {
    let state = loaderReducer(initialLoaderState, hideLoader());
    expect(state).toEqual({ pending: 0, loading: false });
    state = loaderReducer(state, showLoader());
    expect(state.loading).toBe(true);
  });

  it('reset clears pending work', () => {
    const state = loaderReducer({ pending: 3, loading: true }, resetLoader());
    expect(state).toEqual(initialLoaderState);
  });

  it('is exposed through the store', () => {
    const store = makeStore();
    expect(selectLoading(store.getState())).toBe(false);
    store.dispatch(showLoader());
    expect(selectLoading(store.getState())).toBe(true);
  });
});
