import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { actionTap } from '../shared/state/action-tap';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState };

/**
 * A new store with the saga middleware running the root saga. The browser
 * makes one; server rendering makes a fresh one per page.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware, actionTap),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // What the server rendered from: the page hydrates against this, whatever the sagas change meanwhile (AppRoot).
  const hydrationState = store.getState();
  sagaMiddleware.run(rootSaga);
  return Object.assign(store, { hydrationState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
