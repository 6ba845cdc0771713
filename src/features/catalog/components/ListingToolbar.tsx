import { FilterOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { Choice } from '../../../shared/ui/Choice';
import * as controls from '../../../shared/ui/Controls.module.css';
import { activeFilterCount, FILTER_KEYS, LIST_SORTS, withChange, type FilterKey, type ListingQuery, type SortKey } from '../query';
import * as styles from './Catalog.module.css';
import type { Facets } from '../../../../core/contracts/catalog';

const loadFilterDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(loadFilterDrawer);

export interface ListingToolbarProps {
  query: ListingQuery;
  facets: Facets | null;
  onChange: (query: ListingQuery) => void;
  /** Hide the rent/sale filter (e.g. the sale page is always 'Thanh lý'). */
  hideFilter?: boolean;
  /** The sorts offered, the listing's default first. */
  sortKeys?: readonly SortKey[];
}

/**
 * The rent/sale switch, the sort and the 'Bộ lọc' button: plain HTML controls styled like antd's (the first screen of
 * every listing, so no antd code on its first load — issue #15); the drawer with antd's slider and checkboxes is
 * loaded when first opened.
 */
export function ListingToolbar({ query, facets, onChange, hideFilter = false, sortKeys = LIST_SORTS }: ListingToolbarProps) {
  const defaultSort = sortKeys[0]!;
  const t = vi.catalog;
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query);

  return (
    <div className={styles.toolbar}>
      {hideFilter ? null : (
        <Choice<FilterKey>
          label={t.filterLabel}
          value={query.filter}
          options={FILTER_KEYS.map((key) => ({ value: key, label: t.filters[key] }))}
          onChange={(value) => onChange(withChange(query, { filter: value }))}
        />
      )}
      <div className={styles.toolbarRow}>
        <span className={controls.selectBox}>
          <select
            className={controls.select}
            aria-label={t.sortLabel}
            value={query.sort ?? defaultSort}
            onChange={(event) => {
              const value = event.target.value as SortKey;
              onChange(withChange(query, { sort: value === defaultSort ? null : value }));
            }}
          >
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {t.sorts[key]}
              </option>
            ))}
          </select>
        </span>
        <button
          type="button"
          className={count > 0 ? `${controls.button} ${controls.ghost}` : controls.button}
          aria-haspopup="dialog"
          onPointerDown={() => void loadFilterDrawer()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <FilterOutlined aria-hidden />
          <span>{count > 0 ? t.moreFiltersCount(count) : t.moreFilters}</span>
        </button>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onClose={() => setOpen(false)} query={query} facets={facets} onChange={onChange} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default ListingToolbar;
