/**
 * CSS in tests. CSS modules are imported as `import * as styles from
 * './x.module.css'`; every class name maps to itself.
 */
const classes: Record<string, unknown> = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? true : typeof key === 'string' ? key : undefined),
  },
);

module.exports = classes;
