/* Appended to gatsby-plugin-offline's generated sw.js (workbox 4, `importWorkboxFrom: 'local'`).
 * Registered after the plugin's runtime routes, whose patterns (gatsby-config.ts) leave /v1/ and
 * /images/ to these. Plain ES5-compatible script, evaluated at service-worker start. */

// The last copy, answered because the network failed, says so (X-Offline-Copy: 1): the page then shows its offline
// notice (src/shared/pwa/connectivity.ts) instead of taking the answer as the shop being reachable.
var markOfflineCopy = {
  cachedResponseWillBeUsed: function (options) {
    var cached = options.cachedResponse;
    if (!cached) return cached;
    var headers = new Headers(cached.headers);
    headers.set('X-Offline-Copy', '1');
    return cached.blob().then(function (body) {
      return new Response(body, { status: cached.status, statusText: cached.statusText, headers: headers });
    });
  },
};

// Public catalogue data: always from the network while online (never a stale price or stock);
// the last copy only when the network fails (offline).
workbox.routing.registerRoute(
  /\/v1\/(?:menu|product|banner|collection|content)(?:[/?]|$)/,
  new workbox.strategies.NetworkFirst({
    cacheName: 'api-catalogue',
    plugins: [
      new workbox.cacheableResponse.Plugin({ statuses: [200] }),
      new workbox.expiration.Plugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      markOfflineCopy,
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

// The sections whose pages are client-only (gatsby-node.ts CLIENT_ONLY): one page data for all their URLs.
var CLIENT_ONLY_SECTIONS = ['account', 'checkout'];

/** The page data a path needs: `/page-data/<path>/page-data.json` (`index` for `/`). */
function pageDataUrl(pathname) {
  var section = pathname.split('/')[1];
  if (CLIENT_ONLY_SECTIONS.indexOf(section) >= 0) return '/page-data/' + section + '/page-data.json';
  var path = pathname.replace(/\/+$/, '');
  return '/page-data' + (path === '' ? '/index' : path) + '/page-data.json';
}

// Shown for a page never opened before while offline: Vietnamese, self-contained (no request it could lack), with
// links to the pages whose data is cached (read in the page from the caches) and a retry button. No reload on the
// 'online' event: a Chromium document can see one while still offline, and a reload then cancels the shopper's tap.
var OFFLINE_PAGE = [
  '<!doctype html><html lang="vi"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#B0264F">',
  '<title>Không có kết nối mạng | Thuê Đồ</title>',
  '<style>body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b2427;background:#fbf7f8}',
  'main{max-width:480px;margin:0 auto;padding:32px 20px}h1{font-size:22px;margin:0 0 8px;color:#B0264F}',
  'p{margin:0 0 16px;color:#5f5459}button{font:inherit;font-weight:600;color:#fff;background:#B0264F;border:0;',
  'border-radius:10px;padding:10px 20px;min-height:44px}h2{font-size:16px;margin:28px 0 8px}',
  'ul{list-style:none;margin:0;padding:0}li a{display:block;padding:12px 14px;margin:0 0 8px;background:#fff;',
  'border:1px solid #eadfe3;border-radius:12px;color:#2b2427;text-decoration:none}</style></head><body><main>',
  '<h1>Bạn đang ngoại tuyến</h1>',
  '<p>Trang này chưa được lưu để xem khi không có mạng. Hãy kết nối mạng rồi thử lại, hoặc mở một trang đã xem trước đó.</p>',
  '<button type="button" onclick="location.reload()">Thử lại</button>',
  '<section id="saved" hidden><h2>Trang đã lưu trên máy</h2><ul id="links"></ul></section>',
  '<script>',
  'var NAMES={"/":"Trang chủ","/home":"Trang chủ","/onsale":"Khuyến mãi","/f-menu":"Danh mục","/member-ship":"Gói thành viên",',
  '"/login":"Đăng nhập","/register":"Đăng ký","/search":"Tìm kiếm","/checkout":"Giỏ hàng","/account":"Tài khoản"};',
  'var SKIP=/^\\/(404|404\\.html|dev-404-page|offline-plugin-app-shell-fallback|forgot-password|reset-password)$/;',
  'function title(path,json){var c=(json&&json.result&&json.result.pageContext)||{};',
  'return NAMES[path]||c.title||(c.product&&c.product.name)||(c.page&&c.page.title)||path;}',
  'caches.keys().then(function(names){return Promise.all(names.map(function(n){return caches.open(n).then(function(c){return c.keys();});}));})',
  '.then(function(lists){var seen={},found=[];lists.forEach(function(list){list.forEach(function(req){',
  'var m=/^\\/page-data(\\/.*)\\/page-data\\.json$/.exec(new URL(req.url).pathname);if(!m)return;',
  'var path=m[1]==="/index"?"/":m[1];if(SKIP.test(path)||path.indexOf("[")>=0||seen[path])return;seen[path]=1;',
  'found.push(caches.match(req).then(function(r){return r.json();}).catch(function(){return null;}).then(function(j){return{path:path,title:title(path,j)};}));});});',
  'return Promise.all(found);}).then(function(pages){if(!pages.length)return;var ul=document.getElementById("links");',
  'pages.sort(function(a,b){return a.title.localeCompare(b.title,"vi");}).forEach(function(p){',
  'var li=document.createElement("li"),a=document.createElement("a");a.href=p.path==="/checkout"?"/checkout/cart":p.path;',
  'a.textContent=p.title;li.appendChild(a);ul.appendChild(li);});document.getElementById("saved").hidden=false;});',
  '</script></main></body></html>',
].join('\n');

function offlinePage() {
  return new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

// gatsby-plugin-offline answers a navigation with its app shell only when it has recorded the page's
// resource list (idb, written asynchronously after the page loads) and finds every one cached; otherwise
// it goes to the network, which offline throws. Then the shell is still the answer when the page's data is
// cached (the chunks the shopper already loaded come from the runtime caches); a page never opened gets the
// offline page instead of a shell that would stay blank.
workbox.routing.setCatchHandler(function (options) {
  var request = options.event && options.event.request;
  if (!request || request.mode !== 'navigate') return Promise.resolve(Response.error());
  var shell = workbox.precaching.getCacheKeyForURL('/offline-plugin-app-shell-fallback/index.html');
  return caches.match(pageDataUrl(new URL(request.url).pathname)).then(function (pageData) {
    if (!pageData) return offlinePage();
    return caches.match(shell).then(function (response) {
      return response || offlinePage();
    });
  });
});

// Web Push (reminders of a rental's days, server/modules/reminder/): the server sends { title, body, link }; the
// notification opens the order (an open tab of the shop is focused and sent there, else a new one).
self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Thuê Đồ', {
      body: data.body || '',
      icon: '/icons/icon-192x192.png',
      badge: '/icons/icon-96x96.png',
      lang: 'vi',
      data: { link: data.link || '/account/notification' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i += 1) {
        if (new URL(windows[i].url).origin === self.location.origin && 'focus' in windows[i]) {
          return windows[i].focus().then(function (client) {
            return client && 'navigate' in client ? client.navigate(link) : client;
          });
        }
      }
      return self.clients.openWindow(link);
    }),
  );
});
