import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { actionTap } from '../shared/state/action-tap';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState };

/**
 * A new store with the saga middleware running the root saga: a fresh one per server-rendered page and per test.
 * The browser makes its own in steps (makeStoreWithoutSagas, src/app/deferred-root.tsx).
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const { store, startSagas } = makeStoreWithoutSagas(preloadedState);
  startSagas();
  return store;
}

/**
 * The store, and the root saga's start apart: the browser does each in a task of its own before hydrating
 * (src/app/deferred-root.tsx), so neither is a long task on a slow phone.
 */
export function makeStoreWithoutSagas(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware, actionTap),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // What the server rendered from: the page hydrates against this, whatever the sagas change meanwhile (AppRoot).
  const hydrationState = store.getState();
  return { store: Object.assign(store, { hydrationState }), startSagas: () => void sagaMiddleware.run(rootSaga) };
}

export type AppStore = ReturnType<typeof makeStoreWithoutSagas>['store'];
export type AppDispatch = AppStore['dispatch'];
