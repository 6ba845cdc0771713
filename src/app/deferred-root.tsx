import { use, type ReactNode } from 'react';
import { nextTask } from '../shared/schedule';
import type * as WrapRoot from './wrap-root';

type WrapRootModule = typeof WrapRoot;

let loaded: WrapRootModule | null = null;
let loading: Promise<WrapRootModule> | null = null;

/**
 * The app root, in steps of a task each after the one that evaluates Gatsby's runtime and React: the store's modules
 * (every slice and saga), the shell's, the store, its sagas' start. All ship in the app chunk (`eager`: no request);
 * done in one task, or the store made while the page hydrated, they were the longest tasks of a first load on a
 * mid-range phone.
 */
export function loadAppRoot(): Promise<WrapRootModule> {
  loading ??= (async () => {
    await nextTask();
    const { makeStoreWithoutSagas } = await import(/* webpackMode: "eager" */ './store');
    await nextTask();
    const module = await import(/* webpackMode: "eager" */ './wrap-root');
    await nextTask();
    const { store, startSagas } = makeStoreWithoutSagas();
    await nextTask();
    startSagas();
    module.prepareBrowserStore(store);
    return (loaded = module);
  })();
  return loading;
}

/** `AppRoot` once loaded (gatsby-browser hydrates after `loadAppRoot()`); suspends until then otherwise. */
export function DeferredAppRoot({ children }: { children: ReactNode }) {
  const { AppRoot } = loaded ?? use(loadAppRoot());
  return <AppRoot>{children}</AppRoot>;
}
