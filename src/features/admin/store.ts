/** The back-office's own store: only the RTK Query cache (nothing of the storefront's state, nothing shared with it). */
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { adminApi } from './api';

export function makeAdminStore() {
  const store = configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
  });
  // Refetch on focus and reconnect: a tablet at the counter left open all day shows today's numbers.
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
