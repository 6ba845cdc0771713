import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { vi } from '../../../shared/i18n/vi';
import { serialiseListingQuery, type ListingQuery } from '../query';
import * as styles from './Catalog.module.css';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Previous / "Trang n / m" / next, as real links (shareable, work without JavaScript). */
export interface PaginationProps {
  pathname: string;
  query: ListingQuery;
  total: number;
  limit: number;
  extra?: Record<string, string>;
}

export function Pagination({ pathname, query, total, limit, extra }: PaginationProps) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const page = Math.min(query.page, pages);
  const href = (target: number) => `${pathname}${serialiseListingQuery({ ...query, page: target }, extra)}`;
  const prevDisabled = page <= 1;
  const nextDisabled = page >= pages;
  return (
    <nav className={styles.pager} aria-label={vi.catalog.paginationLabel}>
      <Link to={href(Math.max(1, page - 1))} className={styles.pagerLink} aria-disabled={prevDisabled} tabIndex={prevDisabled ? -1 : undefined} rel="prev">
        <LeftOutlined aria-hidden /> {vi.catalog.prevPage}
      </Link>
      <span className={styles.pagerStatus} aria-current="page">
        {vi.catalog.pageOf(page, pages)}
      </span>
      <Link to={href(Math.min(pages, page + 1))} className={styles.pagerLink} aria-disabled={nextDisabled} tabIndex={nextDisabled ? -1 : undefined} rel="next">
        {vi.catalog.nextPage} <RightOutlined aria-hidden />
      </Link>
    </nav>
  );
}

export default Pagination;
