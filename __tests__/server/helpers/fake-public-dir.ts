import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './temp-dir';

export const APP_BUNDLE = 'app-3f2a9c81d04be7e5a1c2.js';
export const PAGE_BUNDLE = 'component---src-pages-home-tsx-0b9e3c7d1a2f4e5b6c7d.js';

function page(title: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${title}</title></head><body>${title}</body></html>`;
}

/** A miniature Gatsby build in a temp folder, plus a file beside it that must never be served. */
export function makeFakePublicDir(): { root: string; publicDir: string } {
  const root = makeTempDir('fake-site');
  const publicDir = path.join(root, 'public');
  const files: Record<string, string> = {
    'index.html': page('Trang chủ gốc'),
    'home/index.html': page('Trang chủ'),
    'about-us.html': page('Về chúng tôi'),
    'account/index.html': page('Tài khoản'),
    '404.html': page('Không tìm thấy trang'),
    'route-manifest.json': JSON.stringify({
      matchPaths: [
        { matchPath: '/account/*', path: '/account' },
        { matchPath: '/product/:productLink', path: '/product' },
      ],
    }),
    'product/index.html': page('Sản phẩm'),
    [APP_BUNDLE]: `console.log(${JSON.stringify('x'.repeat(4000))});`,
    [PAGE_BUNDLE]: 'console.log("home");',
    'webpack-runtime.js': 'console.log("runtime without hash");',
    'static/x.png': 'not really a png',
    'page-data/home/page-data.json': JSON.stringify({ path: '/home', result: {} }),
    'page-data/app-data.json': JSON.stringify({ webpackCompilationHash: 'abc' }),
    'sw.js': 'self.addEventListener("install", () => {});',
    'manifest.webmanifest': JSON.stringify({ name: 'Cửa hàng' }),
    'icons/menu/ao-dai.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
    '.well-known/security.txt': 'Contact: mailto:security@example.vn',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), 'outside public');
  return { root, publicDir };
}
