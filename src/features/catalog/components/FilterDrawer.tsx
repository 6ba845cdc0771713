import { Button, Checkbox, Drawer, InputNumber, Slider } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { ATTRIBUTE_NAMES } from '../../../../core/contracts/catalog-vocab';
import { Themed } from '../../../shared/theme/Themed';
import { withChange, type ListingQuery, type PriceRange } from '../query';
import * as styles from './Catalog.module.css';
import type { Facets } from '../../../../core/contracts/catalog';

const PRICE_STEP = 10000;

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  query: ListingQuery;
  facets: Facets | null;
  onChange: (query: ListingQuery) => void;
}

/** The 'Bộ lọc' drawer (rental price + attributes): loaded when first opened, antd inside. */
export default function FilterDrawer({ open, onClose, query, facets, onChange }: FilterDrawerProps) {
  const t = vi.catalog;
  const [draftPrice, setDraftPrice] = useState<PriceRange | null>(query.rentalPrices);
  const [draftAttrs, setDraftAttrs] = useState(query.attributes);
  const [shownFor, setShownFor] = useState(open);
  // Each opening starts from the current view.
  if (open !== shownFor) {
    setShownFor(open);
    if (open) {
      setDraftPrice(query.rentalPrices);
      setDraftAttrs(query.attributes);
    }
  }
  const bounds = facets?.rentalPrice ?? { min: 0, max: 0 };
  const hasPriceBounds = bounds.max > bounds.min;

  const apply = () => {
    const cleaned = Object.fromEntries(Object.entries(draftAttrs).filter(([, values]) => values && values.length > 0));
    const price = draftPrice && (draftPrice.min !== null || draftPrice.max !== null) ? draftPrice : null;
    onChange(withChange(query, { rentalPrices: price, attributes: cleaned }));
    onClose();
  };

  const clear = () => {
    onChange(withChange(query, { rentalPrices: null, attributes: {} }));
    onClose();
  };

  const sliderValue: [number, number] = [draftPrice?.min ?? bounds.min, draftPrice?.max ?? bounds.max];

  return (
    <Themed>
      <Drawer
        open={open}
        onClose={onClose}
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
              tooltip={{ formatter: (value) => formatNumber(value ?? 0) }}
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
    </Themed>
  );
}
