/* Appended to gatsby-plugin-offline's generated sw.js (workbox 4, `importWorkboxFrom: 'local'`).
 * Registered after the plugin's runtime routes, whose patterns (gatsby-config.ts) leave /v1/ and
 * /images/ to these. Plain ES5-compatible script, evaluated at service-worker start. */
/* global workbox */

// Public catalogue data: always from the network while online (never a stale price or stock);
// the last copy only when the network fails (offline).
workbox.routing.registerRoute(
  /\/v1\/(?:menu|product|banner|collection|content)(?:[/?]|$)/,
  new workbox.strategies.NetworkFirst({
    cacheName: 'api-catalogue',
    plugins: [
      new workbox.cacheableResponse.Plugin({ statuses: [200] }),
      new workbox.expiration.Plugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Everything else under /v1 (accounts, cart, orders) is personal: never stored.
workbox.routing.registerRoute(/\/v1\//, new workbox.strategies.NetworkOnly());

// The image host: one URL per image and size, so cache first, bounded in count and age.
workbox.routing.registerRoute(
  /\/images\//,
  new workbox.strategies.CacheFirst({
    cacheName: 'images',
    plugins: [
      new workbox.cacheableResponse.Plugin({ statuses: [0, 200] }),
      new workbox.expiration.Plugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// gatsby-plugin-offline answers a navigation with its app shell only when it has recorded the page's
// resource list (idb, written asynchronously after the page loads) and finds every one cached; otherwise
// it goes to the network, which offline throws. Then the shell is still the best answer: the page data and
// chunks the shopper already loaded come from the runtime caches.
workbox.routing.setCatchHandler(function (options) {
  var request = options.event && options.event.request;
  if (!request || request.mode !== 'navigate') return Promise.resolve(Response.error());
  var shell = workbox.precaching.getCacheKeyForURL('/offline-plugin-app-shell-fallback/index.html');
  return caches.match(shell).then(function (response) {
    return response || Response.error();
  });
});
