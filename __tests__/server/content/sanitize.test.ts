import { CONTENT_SEED } from '../../../server/db/seed/content/pages';
import { htmlToText, safeHref, sanitizeHtml } from '../../../server/modules/content/sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and drops their attributes', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Xin <strong>chào</strong> <em>bạn</em><br/></p>')).toBe(
      '<p>Xin <strong>chào</strong> <em>bạn</em><br /></p>',
    );
    expect(sanitizeHtml('<h2 id="a">A</h2><h3>B</h3><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>')).toBe(
      '<h2>A</h2><h3>B</h3><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>',
    );
    expect(sanitizeHtml('<table border="1"><thead><tr><th>S</th></tr></thead><tbody><tr><td colspan="2">80</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th>S</th></tr></thead><tbody><tr><td>80</td></tr></tbody></table>',
    );
  });

  it('removes scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">document.cookie</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<p>x<script>never closed')).toBe('<p>x</p>');
  });

  it('removes event handlers and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<p onclick="steal()" onmouseover=alert(1)>hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<div><span>giữ chữ</span></div>')).toBe('giữ chữ');
    expect(sanitizeHtml('<svg onload="alert(1)"><p>x</p></svg>after')).toBe('after');
  });

  it('keeps only http(s) and relative hrefs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVa&#x09;Script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" java\nscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/about/huong-dan-thue-do" onclick="x()">x</a>')).toBe('<a href="/about/huong-dan-thue-do">x</a>');
    expect(sanitizeHtml('<a href="https://m.me/thuedo?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://m.me/thuedo?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(safeHref('#bang-size')).toBe('#bang-size');
    expect(safeHref('mailto:a@b.c')).toBeNull();
    expect(safeHref('javascript&colon;alert(1)')).toBeNull();
  });

  it('escapes stray markup, closes open elements and drops stray closers', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    // A stray </p> opens and closes an empty paragraph, as a browser's parser does.
    expect(sanitizeHtml('</p>text</li>')).toBe('<p></p>text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<!-- note --><p>x</p>')).toBe('<p>x</p>');
  });

  it('is idempotent on the seeded pages and leaves them readable', () => {
    for (const page of CONTENT_SEED) {
      const once = sanitizeHtml(page.html);
      expect(sanitizeHtml(once)).toBe(once);
      expect(htmlToText(once).length).toBeGreaterThan(400);
    }
  });
});
