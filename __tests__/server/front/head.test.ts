import { isApiTarget, MAX_HEAD_BYTES, readHead } from '../../../server/front/head';

const head = (text: string) => readHead(Buffer.from(text, 'latin1'));

describe('the page front reads only the plain page requests it may answer', () => {
  it('reads a GET of a page: target, path, keep-alive and headers', () => {
    const first = 'GET /home?utm_source=zalo HTTP/1.1\r\nHost: thuedo.vn\r\nAccept-Encoding: br, gzip\r\nIf-None-Match: W/"1"\r\n\r\n';
    const reading = head(`${first}GET /next`);
    expect(reading).toEqual({
      kind: 'head',
      head: {
        method: 'GET',
        target: '/home?utm_source=zalo',
        path: '/home',
        keepAlive: true,
        headers: { host: 'thuedo.vn', 'accept-encoding': 'br, gzip', 'if-none-match': 'W/"1"' },
        length: first.length,
      },
    });
  });

  it('keeps HTTP/1.0 open only when asked, and HTTP/1.1 unless told to close', () => {
    const keep = (text: string) => {
      const reading = head(text);
      return reading.kind === 'head' ? reading.head.keepAlive : null;
    };
    expect(keep('HEAD / HTTP/1.0\r\n\r\n')).toBe(false);
    expect(keep('HEAD / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n')).toBe(true);
    expect(keep('GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).toBe(false);
  });

  it('waits for the rest of a head, and gives up on one longer than Node would take', () => {
    expect(head('GET /home HTTP/1.1\r\nHost: a')).toEqual({ kind: 'incomplete' });
    expect(readHead(Buffer.alloc(MAX_HEAD_BYTES, 'a'))).toEqual({ kind: 'other' });
  });

  it.each([
    ['a body', 'GET /home HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello'],
    ['a chunked body', 'GET /home HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n'],
    ['a POST', 'POST /home HTTP/1.1\r\n\r\n'],
    ['a range', 'GET /app.js HTTP/1.1\r\nRange: bytes=0-10\r\n\r\n'],
    ['an upgrade', 'GET /home HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'],
    ['Expect', 'GET /home HTTP/1.1\r\nExpect: 100-continue\r\n\r\n'],
    ['two Host headers', 'GET /home HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['a folded header', 'GET /home HTTP/1.1\r\nX-A: 1\r\n 2\r\n\r\n'],
    ['a control byte in a value', 'GET /home HTTP/1.1\r\nX-A: 1\x002\r\n\r\n'],
    ['a byte past ASCII in the target', 'GET /h\xf4me HTTP/1.1\r\n\r\n'],
    ['an absolute target', 'GET http://a/home HTTP/1.1\r\n\r\n'],
    ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['a bare LF', 'GET /home HTTP/1.1\nHost: a\r\n\r\n'],
  ])('leaves %s to the server', (_what, text) => {
    expect(head(text)).toEqual({ kind: 'other' });
  });

  it('knows the API however its path is spelled', () => {
    for (const path of ['/v1', '/v1/cart', '/%761/cart', '//v1/cart', '/v1%2Fcart', '/%zz']) expect(isApiTarget(path)).toBe(true);
    for (const path of ['/', '/home', '/v10', '/product/v1', '/v1-sale']) expect(isApiTarget(path)).toBe(false);
  });
});
