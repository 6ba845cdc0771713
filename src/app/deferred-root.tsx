import { use, type ReactNode } from 'react';
import type * as WrapRoot from './wrap-root';

type WrapRootModule = typeof WrapRoot;

let loaded: WrapRootModule | null = null;
let loading: Promise<WrapRootModule> | null = null;

const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the app root's modules — the store with every slice and saga, the shell's slots — in a task of its own,
 * after the one that evaluates Gatsby's runtime and React, then makes the browser's store (starting its sagas) in
 * another. They ship in the same app chunk (`eager`: no request); done together, and the store made while the page
 * hydrated, they were the longest tasks of a first load on a mid-range phone.
 */
export function loadAppRoot(): Promise<WrapRootModule> {
  loading ??= nextTask()
    .then(() => import(/* webpackMode: "eager" */ './wrap-root'))
    .then(async (module) => {
      await nextTask();
      module.prepareBrowserStore();
      return (loaded = module);
    });
  return loading;
}

/** `AppRoot` once loaded (gatsby-browser hydrates after `loadAppRoot()`); suspends until then otherwise. */
export function DeferredAppRoot({ children }: { children: ReactNode }) {
  const { AppRoot } = loaded ?? use(loadAppRoot());
  return <AppRoot>{children}</AppRoot>;
}
