import type { HTMLAttributes, ReactNode } from 'react';

interface HtmlProps {
  htmlAttributes: HTMLAttributes<HTMLHtmlElement>;
  headComponents: ReactNode;
  bodyAttributes: HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/**
 * Gatsby's default document, with `viewport-fit=cover` so the bottom
 * navigation can pad itself by the safe-area insets on notched phones.
 */
export default function HTML(props: HtmlProps) {
  return (
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
