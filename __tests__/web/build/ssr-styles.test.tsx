/**
 * @jest-environment node
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { Button } from 'antd';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyleElements, styleElements } from '../../../src/build/antd-ssr';
import { AppRoot } from '../test-root';

describe('antd server-side style extraction', () => {
  it('turns extracted <style> tags into elements with their attributes', () => {
    const elements = styleElements(
      '<style data-rc-order="prepend" data-css-hash="abc">.a{color:red}</style><style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.x{content:"p:1"}</style>',
    );
    expect(elements).toHaveLength(2);
    expect(elements[0]?.props).toMatchObject({
      'data-rc-order': 'prepend',
      'data-css-hash': 'abc',
      dangerouslySetInnerHTML: { __html: '.a{color:red}' },
    });
    expect(elements[1]?.key).toBe('antd-cssinjs-1');
  });

  it("collects the styles of a page's antd components, themed with the brand colour", () => {
    const cache = createCache();
    const html = renderToString(
      <StyleProvider cache={cache}>
        <AppRoot>
          <Button type="primary">Thuê ngay</Button>
        </AppRoot>
      </StyleProvider>,
    );
    expect(html).toContain('ant-btn');
    const head = renderToString(<>{extractStyleElements(cache)}</>);
    expect(head).toContain('.ant-btn');
    expect(head.toLowerCase()).toContain('#b0264f');
    expect(head).toContain('data-ant-cssinjs-cache-path');
  });
});
