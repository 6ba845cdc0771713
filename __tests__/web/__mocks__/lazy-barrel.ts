/**
 * `antd` and `@ant-design/icons` in Jest: the packages' own CommonJS barrels, but each export is required when it is
 * first read instead of all of them up front.
 *
 * The browser build imports their ES modules and keeps only what is used; Jest runs the CommonJS copies, whose index
 * requires every component (antd, ~75) or every icon (@ant-design/icons, ~850) — about 1.1 s of CPU in every test file
 * (3–4 s on busy cores, up to 14 s on very busy ones), for the four or five components a screen uses. The exports are read from the
 * barrel's own source (Babel's `Object.defineProperty(exports, "Button", { get() { return _button.default } })` and
 * `var _button = _interopRequireDefault(require("./button"))`), so a component is the very module the barrel would
 * have handed out (`antd/es/*` is mapped to the same `antd/lib/*` files); a name the pattern does not cover reads the
 * real barrel, so nothing the package exports goes missing.
 */
import fs from 'node:fs';
import path from 'node:path';

type Exports = Record<string, unknown>;

const REQUIRE = /var (_\w+) = (?:_interopRequireDefault\()?require\("(\.[^"]+)"\)\)?;/g;
const GETTER = /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
const ANY_EXPORT = /(?:Object\.defineProperty\(exports, "(\w+)"|exports\.(\w+) = )/g;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a module required when an export is first read is the point
const load = (file: string): unknown => require(file);

const interop = (loaded: unknown): Exports =>
  loaded && (loaded as Exports).__esModule ? (loaded as Exports) : { default: loaded };

function define(target: Exports, name: string, read: () => unknown): void {
  let value: unknown;
  let loaded = false;
  Object.defineProperty(target, name, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!loaded) {
        value = read();
        loaded = true;
      }
      return value;
    },
  });
}

/** Adds the exports of the Babel-compiled barrel `file` to `target`, each loaded on first read. */
export function lazyBarrel(file: string, target: Exports = {}): Exports {
  const source = fs.readFileSync(file, 'utf8');
  const modules = new Map<string, string>();
  for (const [, variable, request] of source.matchAll(REQUIRE)) modules.set(variable!, path.join(path.dirname(file), request!));
  Object.defineProperty(target, '__esModule', { value: true });
  for (const [, name, variable, member] of source.matchAll(GETTER)) {
    const request = modules.get(variable!);
    if (request) define(target, name!, () => interop(load(request))[member!]);
  }
  for (const [, defined, assigned] of source.matchAll(ANY_EXPORT)) {
    const name = (defined ?? assigned)!;
    if (name !== '__esModule' && !Object.prototype.hasOwnProperty.call(target, name)) define(target, name, () => (load(file) as Exports)[name]);
  }
  return target;
}
