import './src/shared/styles/fonts.css';
import './src/shared/styles/global.css';
import { StyleProvider } from '@ant-design/cssinjs';
import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/state/wrap-root';

/** Same tree as gatsby-ssr's wrapRootElement, so hydration matches. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StyleProvider>
    <AppRoot>{element}</AppRoot>
  </StyleProvider>
);
