import { Button, Empty, Input, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import type { Pagination as PageInfo } from '../../../../core/contracts/common';
import { adminErrorMessage } from '../api';
import { ta } from '../strings';
import { s } from './styles';

/** The list's search box: trimmed text on Enter or the button, cleared with ×. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  return <Input.Search allowClear aria-label={label} placeholder={label} enterButton onSearch={(value) => onSearch(value.trim())} style={{ maxWidth: 420, flex: '1 1 240px' }} />;
}

/** Loading, failed (with a retry) or empty: what a screen shows instead of, or before, its rows. */
export function ListState({ loading, error, empty = false, emptyText, retry }: { loading: boolean; error: unknown; empty?: boolean; emptyText?: string; retry: () => void }) {
  if (loading) return <Skeleton active />;
  if (error) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={retry}>{ta.retry}</Button>} />;
  return empty ? <Empty description={emptyText} /> : null;
}

/** Pages, when there is more than one. */
export function Pager({ pagination, onChange }: { pagination: PageInfo | undefined; onChange: (page: number) => void }) {
  if (!pagination || pagination.total <= pagination.limit) return null;
  return (
    <div style={s.actions}>
      <Pagination simple current={pagination.page} pageSize={pagination.limit} total={pagination.total} onChange={onChange} />
    </div>
  );
}

/** A list's tab, search text and page; a new tab or search starts again at page 1. */
export function useListQuery<Tab extends string>(initialTab: Tab) {
  const [state, setState] = useState({ tab: initialTab, q: '', page: 1 });
  return {
    ...state,
    setTab: (tab: Tab) => setState((current) => ({ ...current, tab, page: 1 })),
    search: (q: string) => setState((current) => ({ ...current, q, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
