/**
 * Issue #33: the browser bundle's compilation hash, made of what the bundle holds. Webpack's own full hash changed
 * between two builds of the same code (its persistent cache restored in another order), and Gatsby writes that hash
 * into every page (the scripts slice, `window.___webpackCompilationHash`) and marks every page's HTML dirty: one
 * product's edit rewrote and re-compressed all pages. Here it is the hash of every chunk's content hashes, so it
 * changes exactly when a script or stylesheet does (what the client's "new version, reload" check is for).
 */
import { createHash } from 'node:crypto';

interface HashedChunk {
  id: string | number | null;
  name?: string | null;
  contentHash: Record<string, string>;
}

/** The same chunks with the same contents give the same hash, whatever their order. */
export function stableCompilationHash(chunks: Iterable<HashedChunk>, length = 20): string {
  const lines = [...chunks].map((chunk) => {
    const kinds = Object.keys(chunk.contentHash).sort();
    return `${String(chunk.name ?? chunk.id)}:${kinds.map((kind) => `${kind}=${chunk.contentHash[kind]}`).join(',')}`;
  });
  lines.sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, length);
}

interface MinimalCompilation {
  hash?: string;
  fullHash?: string;
  chunks: Iterable<HashedChunk>;
  hooks: { afterHash: { tap(name: string, fn: () => void): void } };
}

interface MinimalCompiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: MinimalCompilation) => void): void } };
}

/** A webpack plugin: replaces the compilation's hash by `stableCompilationHash` once webpack has hashed the chunks. */
export class StableCompilationHashPlugin {
  apply(compiler: MinimalCompiler): void {
    compiler.hooks.thisCompilation.tap('StableCompilationHashPlugin', (compilation) => {
      compilation.hooks.afterHash.tap('StableCompilationHashPlugin', () => {
        const length = compilation.hash?.length ?? 20;
        const stable = stableCompilationHash(compilation.chunks, 64);
        compilation.fullHash = stable;
        compilation.hash = stable.slice(0, length);
      });
    });
  }
}
