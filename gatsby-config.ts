import type { GatsbyConfig } from 'gatsby';

const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 8001}`;
const gtmId = process.env.GATSBY_GTM_ID;

const config: GatsbyConfig = {
  trailingSlash: 'never',
  // Components use the automatic JSX runtime (no `import React`), as tsconfig's `jsx: react-jsx`.
  jsxRuntime: 'automatic',
  siteMetadata: {
    title: 'Thuê Đồ — thuê và mua thời trang',
    siteUrl: process.env.SITE_URL ?? 'http://localhost:8000',
    description:
      'Thuê hoặc mua trang phục thời trang, váy dự tiệc và phụ kiện. Chọn lịch thuê theo ngày, giá niêm yết bằng đồng Việt Nam.',
  },
  // `gatsby develop` only: the API and the image host live on the API server.
  proxy: [
    { prefix: '/v1', url: apiOrigin },
    { prefix: '/images', url: apiOrigin },
  ],
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: 'Thuê Đồ — thuê và mua thời trang',
        short_name: 'Thuê Đồ',
        description: 'Thuê hoặc mua trang phục thời trang cho mọi dịp.',
        lang: 'vi',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#FAF6F7',
        theme_color: '#B0264F',
        // PageHead emits the theme-color meta itself.
        theme_color_in_head: false,
        icon: 'src/images/icon.png',
        // The source icon is full-bleed with the mark inside the 80 % safe zone, so it also serves as maskable.
        icons: [
          ...[48, 72, 96, 144, 192, 256, 384, 512].map((size) => ({
            src: `icons/icon-${size}x${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any',
          })),
          ...[192, 512].map((size) => ({
            src: `icons/maskable-${size}x${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'maskable',
          })),
        ],
      },
    },
    // After the manifest, so the manifest is precached by the service worker.
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // /v1/ (NetworkFirst for the public catalogue, NetworkOnly otherwise) and /images/ (CacheFirst
        // with expiration): registered there, because this plugin's options schema refuses route options.
        appendScript: 'src/shared/pwa/sw-routes.js',
        workboxConfig: {
          // lodash-merged into the plugin's defaults index by index: these replace its first three routes
          // with the same strategies, but leave /v1/ and /images/ to the appended routes.
          runtimeCaching: [
            { urlPattern: /^https?:\/\/[^/]+\/(?!v1\/|images\/).*(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'StaleWhileRevalidate' },
            {
              urlPattern: /^https?:\/\/[^/]+\/(?!v1\/|images\/)[^?]*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/,
              handler: 'StaleWhileRevalidate',
            },
          ],
        },
      },
    },
    ...(gtmId
      ? [
          {
            resolve: 'gatsby-plugin-google-tagmanager',
            options: {
              id: gtmId,
              includeInDevelopment: false,
              routeChangeEventName: 'gatsby-route-change',
            },
          },
        ]
      : []),
  ],
};

export default config;
