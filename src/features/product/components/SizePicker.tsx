import { useId, type ReactNode } from 'react';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './SizePicker.module.css';
import type { ProductSize } from '../../../../core/contracts/catalog';

export interface SizePickerProps {
  sizes: readonly ProductSize[];
  value: number | null;
  onChange: (sizeId: number) => void;
  /** The sizes free for the chosen dates (null before dates are chosen or while they are checked). */
  freeIds: ReadonlySet<number> | null;
  /** Shown when the shopper tried to go on without a size. */
  showRequired: boolean;
  /** Beside the legend (the size guide's link). */
  aside?: ReactNode;
}

/** The design's sizes as a radio group of chips: a size with no unit, or none free for the dates, cannot be chosen. */
export function SizePicker({ sizes, value, onChange, freeIds, showRequired, aside }: SizePickerProps) {
  const t = vi.product;
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.sizes} aria-describedby={showRequired ? errorId : undefined} data-testid="size-picker">
      <legend className={styles.legend}>
        <span>{t.sizeLabel}</span>
        {aside}
      </legend>
      <div className={styles.chips}>
        {sizes.map((size) => {
          const note = size.units <= 0 ? t.sizeSoldOut : freeIds && !freeIds.has(size.id) ? t.sizeBooked : null;
          return (
            <label key={size.id} className={styles.chip}>
              <input
                type="radio"
                name={name}
                value={size.id}
                checked={value === size.id}
                disabled={note !== null}
                onChange={() => onChange(size.id)}
                aria-label={t.sizeOption(size.name, note)}
              />
              <span aria-hidden>
                <b className={styles.name}>{size.name}</b>
                {note ? <small>{note}</small> : null}
              </span>
            </label>
          );
        })}
      </div>
      {showRequired ? (
        <p id={errorId} className={styles.error} role="alert">
          {t.sizeRequired}
        </p>
      ) : null}
    </fieldset>
  );
}
