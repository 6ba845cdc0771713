import { useId, useState } from 'react';
import { formatVnd } from '../../../../core/format';
import { backupStrings as t } from '../backup-strings';
import * as chips from './SizePicker.module.css';
import * as styles from './BackupSize.module.css';
import { priceBackupLine } from '../../../../core/rules/backup-size';
import type { BackupFee } from '../../../../core/contracts/cart';
import type { ProductDetail, ProductSize } from '../../../../core/contracts/catalog';

export interface BackupSizeOptionProps {
  sizes: readonly ProductSize[];
  /** The size chosen for the rental (never offered as its own back-up). */
  mainId: number;
  freeIds: ReadonlySet<number> | null;
  /** The shop's fee terms, priced here for the design's rent and the days (core/rules/backup-size.ts). */
  terms: BackupFee;
  product: Pick<ProductDetail, 'rentalPrice' | 'depositPrice'>;
  range: { dateFrom: string; dateTo: string };
  value: number | null;
  onChange: (sizeId: number | null) => void;
}

/** "Thêm size dự phòng": a second size of the design for the same days, delivered and returned with the first. */
export function BackupSizeOption({ sizes, mainId, freeIds, terms, product, range, value, onChange }: BackupSizeOptionProps) {
  const { price: fee, deposit } = priceBackupLine(product, range, terms);
  const [open, setOpen] = useState(value !== null);
  const name = useId();
  const noteId = `${name}-note`;
  const feeText = fee === 0 ? t.free : formatVnd(fee);
  return (
    <div className={styles.box} data-testid="backup-size">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={open}
          aria-describedby={noteId}
          onChange={(event) => {
            setOpen(event.target.checked);
            if (!event.target.checked) onChange(null);
          }}
        />
        <span>{t.toggle}</span>
        <span className={styles.fee} data-testid="backup-size-fee">
          {t.fee(feeText)}
        </span>
      </label>
      {open ? (
        <fieldset className={chips.sizes}>
          <legend className={chips.legend}>{t.legend}</legend>
          <div className={chips.chips}>
            {sizes
              .filter((size) => size.id !== mainId)
              .map((size) => {
                const note = size.units <= 0 || (freeIds && !freeIds.has(size.id)) ? t.booked : null;
                return (
                  <label key={size.id} className={chips.chip}>
                    <input type="radio" name={name} value={size.id} checked={value === size.id} disabled={note !== null} onChange={() => onChange(size.id)} aria-label={t.option(size.name, note)} />
                    <span aria-hidden>
                      <b className={chips.name}>{size.name}</b>
                      {note ? <small>{note}</small> : null}
                    </span>
                  </label>
                );
              })}
          </div>
        </fieldset>
      ) : null}
      <p id={noteId} className={styles.note}>
        {t.note(formatVnd(deposit))}
      </p>
    </div>
  );
}

export default BackupSizeOption;
