/**
 * The page front (server/front/) of the compiled server, as `npm run serve` and `npm start` run it: pages answered
 * by a process of its own exactly as the app answers them (PAGE_FRONT=off, same site, same run), every other request
 * served by the app on the same connection, bodies whole, and pages still answered while the app's process is stopped.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer, killServer, type ServerProcess } from '../../resilience/support/server-process';

jest.setTimeout(180_000);

let site: string;
let front: ServerProcess;
let plain: ServerProcess;
const dataDirs: string[] = [];

const HOME = '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Thuê Đồ</title><script>window.pagePath="/home"</script></head>' +
  `<body><h1>Trang chủ</h1><p>${'Áo dài cho thuê. '.repeat(300)}</p></body></html>`;

function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-data-'));
  dataDirs.push(dataDir);
  return startServer({ DATA_DIR: dataDir, PUBLIC_DIR: site, TRUST_PROXY: '1', ...env });
}

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'front-site-'));
  for (const [file, body] of Object.entries({
    'home/index.html': HOME,
    'admin/index.html': '<!doctype html><html lang="vi"><title>Quản trị</title><p>Trang quản trị</p></html>',
    '404.html': '<!doctype html><html lang="vi"><title>Không tìm thấy trang</title></html>',
    'app-1234.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
  })) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), body);
  }
  [front, plain] = await Promise.all([start({}), start({ PAGE_FRONT: 'off' })]);
});

afterAll(async () => {
  await Promise.allSettled([front, plain].filter(Boolean).map((server) => stopServer(server)));
  for (const dir of [site, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

const PER_REQUEST = ['date', 'x-request-id', 'connection', 'keep-alive'];
const comparable = (response: Response) =>
  Object.fromEntries([...(response.headers as unknown as Iterable<[string, string]>)].filter(([name]) => !PER_REQUEST.includes(name)));

async function both(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const get = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}${urlPath}`, { method, headers });
    return { status: response.status, headers: comparable(response), body: Buffer.from(await response.arrayBuffer()) };
  };
  // Twice from the front: the first asks the app, the second comes from the front's memory.
  await get(front);
  return { front: await get(front), plain: await get(plain) };
}

/** Writes `requests` on one connection at once and reads until the server closes it: the status of each answer. */
function onOneConnection(server: ServerProcess, requests: string): Promise<{ statuses: number[]; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(requests));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) [A-Za-z ]+\r\n/g)].map((match) => Number(match[1])), text });
    });
  });
}

it('answers pages as the app does: every header but the per-request ones, every encoding, HEAD and 304', async () => {
  for (const [urlPath, headers] of [
    ['/home', { 'accept-encoding': 'br' }],
    ['/home', { 'accept-encoding': 'gzip' }],
    ['/home?utm_source=zalo', {}],
    ['/admin', { 'accept-encoding': 'gzip, br' }],
    ['/app-1234.js', { 'accept-encoding': 'br' }],
  ] as const) {
    const answers = await both(urlPath, headers);
    expect({ urlPath, ...answers.front }).toEqual({ urlPath, ...answers.plain });
    expect(answers.front.status).toBe(200);
  }
  const head = await both('/home', { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.front).toEqual(head.plain);
  const etag = (await fetch(`${front.url}/home`)).headers.get('etag')!;
  const unchanged = await both('/home', { 'if-none-match': etag });
  expect(unchanged.front.status).toBe(304);
  expect(unchanged.front).toEqual(unchanged.plain);
  // The per-request headers are the front's own: a sane request id kept, HSTS only behind a trusted HTTPS proxy.
  const tagged = await fetch(`${front.url}/home`, { headers: { 'x-request-id': 'trang-chu-1', 'x-forwarded-proto': 'https' } });
  expect(tagged.headers.get('x-request-id')).toBe('trang-chu-1');
  expect(tagged.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect((await fetch(`${front.url}/home`)).headers.get('strict-transport-security')).toBeNull();
});

it('leaves everything else to the app: the API, 404s, other routes', async () => {
  for (const urlPath of ['/v1/health/live', '/khong-co-trang-nay', '/%761/health/live', '/v1/khong-co']) {
    const answers = await both(urlPath);
    expect({ urlPath, status: answers.front.status, body: answers.front.body.toString() }).toEqual({
      urlPath,
      status: answers.plain.status,
      body: answers.plain.body.toString(),
    });
  }
});

it('serves pages and API requests in order on one kept-alive connection, pipelined', async () => {
  const login = JSON.stringify({ email: 'khong.co@thuedo.vn', password: 'sai-mat-khau-2026' });
  const requests =
    'GET /home HTTP/1.1\r\nHost: a\r\n\r\n' +
    `POST /v1/user/consumer/login HTTP/1.1\r\nHost: a\r\nX-User-Type: consumer\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(login)}\r\n\r\n${login}` +
    'GET /home HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n';
  const [viaFront, viaApp] = await Promise.all([onOneConnection(front, requests), onOneConnection(plain, requests)]);
  expect(viaFront.statuses).toEqual(viaApp.statuses);
  expect(viaFront.statuses).toEqual([200, expect.any(Number), 200]);
  expect(viaFront.statuses[1]).toBeGreaterThanOrEqual(400);
  expect(viaFront.text).toContain(Buffer.from('Trang chủ').toString('latin1'));
});

it('hands bodies over whole: 20 uploads of 300 KB at once each get their answer', async () => {
  const body = JSON.stringify({ email: 'khong.co@thuedo.vn', password: 'sai-mat-khau-2026', pad: 'a'.repeat(300_000) });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const response = await fetch(`${front.url}/v1/user/consumer/login`, {
        method: 'POST',
        headers: { 'x-user-type': 'consumer', 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as { message?: string };
      expect(answer.message).toEqual(expect.any(String));
      return response.status;
    }),
  );
  expect(new Set(statuses)).toEqual(new Set([400]));
});

it('a page changed on disk is served changed at once', async () => {
  const file = path.join(site, 'home', 'index.html');
  fs.writeFileSync(file, HOME.replace('Trang chủ', 'Trang chủ mới'));
  try {
    expect(await (await fetch(`${front.url}/home`)).text()).toContain('Trang chủ mới');
  } finally {
    fs.writeFileSync(file, HOME);
  }
});

it('keeps answering pages while the app cannot (its process stopped), and goes when the app is killed', async () => {
  const server = await start({});
  expect((await fetch(`${server.url}/home`)).status).toBe(200);
  const pid = server.proc.child.pid!;
  process.kill(pid, 'SIGSTOP');
  try {
    const page = await fetch(`${server.url}/home`, { signal: AbortSignal.timeout(30_000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Trang chủ');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await killServer(server);
  // The front notices its server is gone and frees the port.
  const { port } = new URL(server.url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    if (refused) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
