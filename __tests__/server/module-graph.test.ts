/**
 * The server's domains depend on each other one way only. madge (npm run lint) finds file cycles; this finds the
 * coarser ones: module A importing module B while B imports A through other files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/paths';

const MODULES_DIR = path.join(REPO_ROOT, 'server', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** module → the other modules its files import (relative imports only). */
function moduleGraph(): Map<string, Set<string>> {
  const modules = readdirSync(MODULES_DIR).filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory());
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules) {
    for (const file of sourceFiles(path.join(MODULES_DIR, name))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec!)).split(path.sep)[0]!;
        if (target !== name && graph.has(target)) graph.get(name)!.add(target);
      }
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server module graph', () => {
  it('has no cycle between modules', () => {
    expect(findCycle(moduleGraph())).toBeNull();
  });

  it('sees a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['order', new Set(['payment'])],
      ['payment', new Set(['wallet'])],
      ['wallet', new Set(['order'])],
    ]);
    expect(findCycle(graph)).toEqual(['order', 'payment', 'wallet', 'order']);
  });

  it('reads real edges (order uses payment)', () => {
    expect(moduleGraph().get('order')?.has('payment')).toBe(true);
  });
});
