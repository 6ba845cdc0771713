import { formatDate, formatVnd } from '../../../../core/format';
import type { RentalProgress } from '../../../../core/contracts/order';
import { TAG_TONES, Tag } from '../../../shared/ui/Tag';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';

const stateColors: Record<RentalProgress['state'], string> = {
  reserved: 'default',
  with_shopper: TAG_TONES.info,
  returned: TAG_TONES.warning,
  inspected: TAG_TONES.warning,
  closed: TAG_TONES.success,
};

// Inline: the shop's one stylesheet is on every page, and only this block shows return photos.
const photoRow = { display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 } as const;
const photo = { display: 'block', width: 72, height: 72, objectFit: 'cover', borderRadius: 6, background: '#f1e7ea' } as const;

/** Where a rented item is after payment: due back, returned, what was deducted and what came back of the deposit. */
export function RentalStatus({ rental, extendedDays = 0, photoSrc }: { rental: RentalProgress; extendedDays?: number; photoSrc?: (photoId: number) => string }) {
  const t = orderStrings.rental;
  const settled = rental.depositRefund !== null;
  return (
    <div className={styles.rental} data-testid="rental-status">
      <span className={styles.tagRow}>
        <Tag color={stateColors[rental.state]}>{t.states[rental.state]}</Tag>
        {extendedDays > 0 ? <Tag color={TAG_TONES.info}>{orderStrings.extend.extendedDays(extendedDays)}</Tag> : null}
      </span>
      <dl className={styles.facts}>
        {rental.returnedOn ? (
          <div>
            <dt>{t.returnedOn}</dt>
            <dd>{formatDate(rental.returnedOn)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t.dueBack}</dt>
            <dd>{formatDate(rental.dueBack)}</dd>
          </div>
        )}
        {settled && rental.lateDays ? (
          <div>
            <dt>{t.lateFee(rental.lateDays)}</dt>
            <dd>−{formatVnd(rental.lateFee ?? 0)}</dd>
          </div>
        ) : null}
        {settled && rental.damageCharge ? (
          <div>
            <dt>{t.damageCharge}</dt>
            <dd>−{formatVnd(rental.damageCharge)}</dd>
          </div>
        ) : null}
        {settled ? (
          <div>
            <dt>{rental.refundedAt ? t.refunded(rental.refundMethod) : t.refundPending}</dt>
            <dd>
              <strong>{formatVnd(rental.depositRefund ?? 0)}</strong>
            </dd>
          </div>
        ) : null}
      </dl>
      {settled && rental.note ? <p className={styles.muted}>{t.note(rental.note)}</p> : null}
      {photoSrc && rental.photoIds.length > 0 ? (
        <div style={photoRow}>
          {rental.photoIds.map((photoId, index) => (
            <a key={photoId} href={photoSrc(photoId)} target="_blank" rel="noreferrer">
              <img src={photoSrc(photoId)} alt={t.photo(index + 1)} width={72} height={72} loading="lazy" style={photo} />
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
