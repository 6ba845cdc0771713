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
        display: 'standalone',
        background_color: '#FAF6F7',
        theme_color: '#B0264F',
        // PageHead emits the theme-color meta itself.
        theme_color_in_head: false,
        icon: 'src/images/icon.png',
        icon_options: { purpose: 'any maskable' },
      },
    },
    // After the manifest, so the manifest is cached by the service worker. Tuned in a later issue.
    'gatsby-plugin-offline',
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
