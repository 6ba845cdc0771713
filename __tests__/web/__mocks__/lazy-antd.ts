/** `antd` with each component loaded when first used (./lazy-barrel.ts). */
import { lazyBarrel } from './lazy-barrel';

module.exports = lazyBarrel(require.resolve('antd/lib/index.js'));
