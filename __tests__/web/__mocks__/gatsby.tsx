/** A small stand-in for `gatsby` in unit tests. */
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, activeClassName: _activeClassName, partiallyActive: _partiallyActive, replace: _replace, state: _state, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

export const navigate = jest.fn();

export const siteMetadata = {
  title: 'Thuê Đồ — thuê và mua thời trang',
  siteUrl: 'https://thuedo.test',
  description: 'Mô tả trang',
};

export const useStaticQuery = jest.fn(() => ({ site: { siteMetadata } }));

export const graphql = (strings: TemplateStringsArray, ...values: unknown[]) =>
  strings.reduce((query, part, index) => `${query}${part}${index < values.length ? String(values[index]) : ''}`, '');

export const withPrefix = (path: string) => path;
