/**
 * @jest-environment node
 */
import { StableCompilationHashPlugin, stableCompilationHash } from '../../../src/build/stable-hash';

const chunk = (name: string, js: string, css?: string) => ({ id: name, name, contentHash: { javascript: js, ...(css ? { 'css/mini-extract': css } : {}) } });

test('the same chunks give the same hash in any order; a changed script or stylesheet changes it', () => {
  const a = [chunk('app', '111', 'aaa'), chunk('component---home', '222')];
  expect(stableCompilationHash(a)).toBe(stableCompilationHash([...a].reverse()));
  expect(stableCompilationHash(a)).toMatch(/^[0-9a-f]{20}$/);
  expect(stableCompilationHash([chunk('app', '111', 'aab'), chunk('component---home', '222')])).not.toBe(stableCompilationHash(a));
  expect(stableCompilationHash([chunk('app', '111', 'aaa'), chunk('component---home', '223')])).not.toBe(stableCompilationHash(a));
});

test("the plugin replaces webpack's hash once it has hashed the chunks, keeping its length", () => {
  let afterHash: () => void = () => undefined;
  const compilation = { hash: 'f'.repeat(20), fullHash: 'f'.repeat(64), chunks: [chunk('app', '111')], hooks: { afterHash: { tap: (_: string, fn: () => void) => void (afterHash = fn) } } };
  new StableCompilationHashPlugin().apply({ hooks: { thisCompilation: { tap: (_, fn) => fn(compilation) } } });
  afterHash();
  expect(compilation.hash).toBe(stableCompilationHash([chunk('app', '111')]));
  expect(compilation.fullHash).toHaveLength(64);
  expect(compilation.fullHash.startsWith(compilation.hash)).toBe(true);
});
