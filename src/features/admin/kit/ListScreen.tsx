import { Button, Empty, Input, Pagination, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '../../../../core/contracts/common';
import { adminErrorMessage } from '../api';
import { ta } from '../strings';
import { s } from './styles';

/** What a list screen reads of its RTK Query hook. */
export interface ListQuery<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** A list's answer: its rows and, when it comes in pages, where this page is. */
type Listed = { items?: readonly unknown[]; pagination?: PageInfo };

interface ListScreenProps<Data extends object> {
  query: ListQuery<Data>;
  /** The screen's heading (from the data when it names something in it). */
  title: ReactNode | ((data: Data) => ReactNode);
  /** Between the heading and the rows: an intro, a toolbar, tabs. */
  head?: ReactNode;
  /**
   * The heading and head stay while rows load, for a list whose tabs or search ask again; otherwise the screen waits
   * for its data (its tools may need it).
   */
  keepHead?: boolean;
  /** Shown instead of rows when the answer has none. */
  empty?: string;
  /** The rows, in their own container (a grid, a list, cards). */
  children: (data: Data) => ReactNode;
  /** The rows come in pages: go to another. */
  onPage?: (page: number) => void;
  /** Dialogs the rows open. */
  after?: ReactNode;
}

/**
 * Every back-office list: heading and tools, then loading, the server's error with a retry, or "none", then the rows
 * and their pages. A failed refresh shows its error above the rows it could not replace.
 */
export function ListScreen<Data extends object>({ query, title, head, keepHead = false, empty, children, onPage, after }: ListScreenProps<Data>) {
  const { data, error, isLoading, refetch } = query;
  const retry = () => void refetch();
  if (!data && !keepHead) return <ListState loading={isLoading} error={error} retry={retry} />;
  const { items, pagination } = (data ?? {}) as Listed;
  return (
    <>
      <h1 style={s.pageTitle}>{typeof title === 'function' ? data && title(data) : title}</h1>
      {head}
      <ListState loading={isLoading} error={error} empty={empty !== undefined && items?.length === 0} emptyText={empty} retry={retry} />
      {data ? children(data) : null}
      {onPage ? <Pager pagination={pagination} onChange={onPage} /> : null}
      {after}
    </>
  );
}

/** Loading, failed (with a retry) or empty: what a list shows instead of, or before, its rows. */
function ListState({ loading, error, empty = false, emptyText, retry }: { loading: boolean; error: unknown; empty?: boolean; emptyText?: string; retry: () => void }) {
  if (loading) return <Skeleton active />;
  if (error) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={retry}>{ta.retry}</Button>} />;
  return empty ? <Empty description={emptyText} /> : null;
}

/** Pages, when there is more than one. */
function Pager({ pagination, onChange }: { pagination: PageInfo | undefined; onChange: (page: number) => void }) {
  if (!pagination || pagination.total <= pagination.limit) return null;
  return (
    <div style={s.actions}>
      <Pagination simple current={pagination.page} pageSize={pagination.limit} total={pagination.total} onChange={onChange} />
    </div>
  );
}

/** The list's search box: trimmed text on Enter or the button, cleared with ×. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  return <Input.Search allowClear aria-label={label} placeholder={label} enterButton onSearch={(value) => onSearch(value.trim())} style={{ maxWidth: 420, flex: '1 1 240px' }} />;
}
