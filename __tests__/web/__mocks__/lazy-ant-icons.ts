/** `@ant-design/icons` with each icon loaded when first used (./lazy-barrel.ts): the icons, then the package's own exports. */
import { lazyBarrel } from './lazy-barrel';

const root = require.resolve('@ant-design/icons/lib/index');
module.exports = lazyBarrel(root, lazyBarrel(require.resolve('@ant-design/icons/lib/icons')));
