import './src/shared/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markNavigated } from './src/shared/hooks/useHydrated';
import { fullCssReady } from './src/shared/layout/full-css';
import { replayEarlyTaps } from './src/shared/layout/early-taps';
import { translateRouteAnnouncer } from './src/shared/layout/route-announcer';
import { installChunkReload, rememberPath } from './src/shared/pwa/chunk-reload';
import { installConnectivityProbe } from './src/shared/pwa/connectivity';
import { emitPwaEvent, ROUTE_DELAYED, ROUTE_UPDATED, SW_UPDATE_READY } from './src/shared/pwa/events';
import { currentConnection, shouldSkipPrefetch } from './src/shared/pwa/prefetch';
import { scheduleRouteChange } from './src/shared/tracking/data-layer';
import { startAnalyticsWhenIdle } from './src/shared/tracking/track';
import { DeferredAppRoot, loadAppRoot } from './src/app/deferred-root';
import { isPageHead } from './src/app/page-head';
import { requestSessionEarly } from './src/features/user/public';
import { dropEarlyReads } from './src/shared/api/early-reads';

/**
 * The same DOM as gatsby-ssr's wrapRootElement, so hydration matches. (The server's StyleProvider only collects antd's
 * styles for extraction and renders nothing; in the browser antd uses its default style cache, and only the pages and
 * panels that use antd load its style engine.)
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  isPageHead(element) ? element : <DeferredAppRoot>{element}</DeferredAppRoot>;

/** gatsby-plugin-google-tagmanager sends the route-change event itself when a container id was built in. */
const tagManagerPluginSends = process.env.NODE_ENV === 'production' && Boolean(process.env.GATSBY_GTM_ID);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReload();
  installConnectivityProbe();
  requestSessionEarly();
  // Not awaited: the page's data and chunk load meanwhile; hydration waits for it (replaceHydrateFunction).
  void loadAppRoot();
};

/** Link prefetching is skipped on 2g connections and with data-saver on. */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => shouldSkipPrefetch(currentConnection());

/** Measuring starts after the first render, when idle; the observers read buffered entries, nothing waits for them. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // The page answers clicks from here on (journeys wait for it instead of guessing with network idleness).
  document.documentElement.dataset.hydrated = 'true';
  replayEarlyTaps();
  translateRouteAnnouncer();
  startAnalyticsWhenIdle();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  rememberPath(location.pathname);
  if (prevLocation) {
    markNavigated();
    // The first page's early answers are for it alone (src/shared/api/early-reads.ts).
    dropEarlyReads();
  }
};

/** A route change taking more than 1000 ms: show the loading bar (hidden again in onRouteUpdate). */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  emitPwaEvent(ROUTE_DELAYED);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = (args) => {
  emitPwaEvent(ROUTE_UPDATED);
  scheduleRouteChange(tagManagerPluginSends);
  forgetNotFoundPath(args as unknown as RouteArgs);
};

/**
 * A new service worker is installed: Gatsby sets `window.___swUpdated`, so the next navigation is a
 * full page load; tell the shopper. (No reload here: the current page keeps working.)
 */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => {
  emitPwaEvent(SW_UPDATE_READY);
};

interface RouteArgs {
  location: { pathname: string };
  loadPageSync?: (path: string) => { page?: { path?: string } } | undefined;
}

/**
 * gatsby-plugin-offline records every visited path's resources so it can answer that path with the
 * app shell offline. For an unknown path (our 404 page) that would turn the server's 404 into a 200
 * shell on the next visit: drop the record, so such navigations always go to the network.
 */
function forgetNotFoundPath({ location, loadPageSync }: RouteArgs) {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller || !loadPageSync) return;
  const shown = loadPageSync(location.pathname)?.page?.path ?? '';
  if (shown !== '/404.html' && shown !== '/404' && shown !== '/404/') return;
  controller.postMessage({ gatsbyApi: 'setPathResources', path: location.pathname, resources: null });
}

/**
 * Hydration as a transition: React hydrates the server-rendered page in small slices (yielding to the browser
 * every few milliseconds) instead of one long task, so a tap is answered while the page hydrates. A page without
 * server HTML (client-only) is rendered as usual.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => (element: ReactNode, container: Element | DocumentFragment) => {
  const root = container as Element;
  const focus = document.getElementById('gatsby-focus-wrapper');
  // The page's inline CSS covers only its own markup; what the app renders next may need the rest.
  void Promise.all([fullCssReady(), loadAppRoot()]).then(() => {
    if (!focus || focus.children.length === 0) {
      createRoot(root).render(element);
      return;
    }
    startTransition(() => {
      hydrateRoot(root, element, { onUncaughtError: reportUncaught });
    });
  });
};

function reportUncaught(error: unknown) {
  console.error('Uncaught error:', error);
}
