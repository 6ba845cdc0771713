import { FilterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, InputNumber, Segmented, Select, Slider } from 'antd';
import { useState } from 'react';
import { vi } from '../../../shared/i18n/vi';
import {
  activeFilterCount,
  FILTER_KEYS,
  LIST_SORTS,
  withChange,
  type FilterKey,
  type ListingQuery,
  type PriceRange,
  type SortKey,
} from '../query';
import { ATTRIBUTE_NAMES } from '../../../shared/api-types/listing';
import type { Facets } from '../types';
import * as styles from './Catalog.module.css';

export interface ListingToolbarProps {
  query: ListingQuery;
  facets: Facets | null;
  onChange: (query: ListingQuery) => void;
  /** Hide the rent/sale filter (e.g. the sale page is always 'Thanh lý'). */
  hideFilter?: boolean;
  /** The sorts offered, the listing's default first. */
  sortKeys?: readonly SortKey[];
}

const PRICE_STEP = 10000;

/** Filter segmented control, sort select and the 'Bộ lọc' drawer (rental price + attributes). */
export function ListingToolbar({ query, facets, onChange, hideFilter = false, sortKeys = LIST_SORTS }: ListingToolbarProps) {
  const defaultSort = sortKeys[0]!;
  const t = vi.catalog;
  const [open, setOpen] = useState(false);
  const [draftPrice, setDraftPrice] = useState<PriceRange | null>(query.rentalPrices);
  const [draftAttrs, setDraftAttrs] = useState(query.attributes);
  const count = activeFilterCount(query);
  const bounds = facets?.rentalPrice ?? { min: 0, max: 0 };
  const hasPriceBounds = bounds.max > bounds.min;

  const openDrawer = () => {
    setDraftPrice(query.rentalPrices);
    setDraftAttrs(query.attributes);
    setOpen(true);
  };

  const apply = () => {
    const cleaned = Object.fromEntries(Object.entries(draftAttrs).filter(([, values]) => values && values.length > 0));
    const price = draftPrice && (draftPrice.min !== null || draftPrice.max !== null) ? draftPrice : null;
    onChange(withChange(query, { rentalPrices: price, attributes: cleaned }));
    setOpen(false);
  };

  const clear = () => {
    onChange(withChange(query, { rentalPrices: null, attributes: {} }));
    setOpen(false);
  };

  const sliderValue: [number, number] = [draftPrice?.min ?? bounds.min, draftPrice?.max ?? bounds.max];

  return (
    <div className={styles.toolbar}>
      {hideFilter ? null : (
        <Segmented<FilterKey>
          block
          aria-label={t.filterLabel}
          value={query.filter}
          options={FILTER_KEYS.map((key) => ({ value: key, label: t.filters[key] }))}
          onChange={(value) => onChange(withChange(query, { filter: value }))}
        />
      )}
      <div className={styles.toolbarRow}>
        <Select<SortKey>
          aria-label={t.sortLabel}
          value={query.sort ?? defaultSort}
          options={sortKeys.map((key) => ({ value: key, label: t.sorts[key] }))}
          onChange={(value) => onChange(withChange(query, { sort: value === defaultSort ? null : value }))}
        />
        <Button icon={<FilterOutlined aria-hidden />} onClick={openDrawer} type={count > 0 ? 'primary' : 'default'} ghost={count > 0}>
          {count > 0 ? t.moreFiltersCount(count) : t.moreFilters}
        </Button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="large"
        title={t.moreFilters}
        closable={{ 'aria-label': t.close }}
        footer={
          <div className={styles.toolbarRow}>
            <Button onClick={clear}>{t.clear}</Button>
            <Button type="primary" onClick={apply}>
              {t.apply}
            </Button>
          </div>
        }
      >
        <section className={styles.drawerSection} aria-labelledby="filter-price-title">
          <h3 id="filter-price-title">{t.priceTitle}</h3>
          {hasPriceBounds ? (
            <Slider
              range
              min={bounds.min}
              max={bounds.max}
              step={PRICE_STEP}
              value={sliderValue}
              onChange={(value: number[]) => setDraftPrice({ min: value[0] ?? null, max: value[1] ?? null })}
              tooltip={{ formatter: (value) => (value ?? 0).toLocaleString('vi-VN') }}
              aria-label={t.priceTitle}
            />
          ) : null}
          <div className={styles.priceInputs}>
            <InputNumber<number>
              controls={false}
              aria-label={t.priceFrom}
              placeholder={t.priceFrom}
              min={0}
              step={PRICE_STEP}
              value={draftPrice?.min ?? null}
              onChange={(value) => setDraftPrice({ min: value ?? null, max: draftPrice?.max ?? null })}
            />
            <InputNumber<number>
              controls={false}
              aria-label={t.priceTo}
              placeholder={t.priceTo}
              min={0}
              step={PRICE_STEP}
              value={draftPrice?.max ?? null}
              onChange={(value) => setDraftPrice({ min: draftPrice?.min ?? null, max: value ?? null })}
            />
          </div>
        </section>
        {ATTRIBUTE_NAMES.map((key) => {
          const options = facets?.[key] ?? [];
          if (options.length === 0) return null;
          return (
            <section key={key} className={styles.drawerSection} aria-labelledby={`filter-${key}-title`}>
              <h3 id={`filter-${key}-title`}>{t.attributeTitles[key]}</h3>
              <Checkbox.Group
                className={styles.checkboxes}
                options={options.map((value) => ({ value, label: value }))}
                value={draftAttrs[key] ?? []}
                onChange={(values) => setDraftAttrs({ ...draftAttrs, [key]: values as string[] })}
              />
            </section>
          );
        })}
      </Drawer>
    </div>
  );
}

export default ListingToolbar;
