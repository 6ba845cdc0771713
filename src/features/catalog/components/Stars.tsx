import { formatOneDecimal } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Catalog.module.css';
import type { RatingSummary } from '../../../../core/contracts/catalog';

/** Five stars filled to the average, with the number and the review count. */
export function Stars({ rating, showCount = true, showValue = true }: { rating: RatingSummary; showCount?: boolean; showValue?: boolean }) {
  if (rating.count <= 0) return null;
  const fill = `${Math.max(0, Math.min(5, rating.average)) * 20}%`;
  return (
    <span className={styles.stars} role="img" aria-label={vi.catalog.rating(formatOneDecimal(rating.average), rating.count)}>
      <span className={styles.starTrack} aria-hidden="true">
        ★★★★★
        <span className={styles.starFill} style={{ width: fill }}>
          ★★★★★
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true">
          {formatOneDecimal(rating.average)}
          {showCount ? ` (${rating.count})` : null}
        </span>
      ) : null}
    </span>
  );
}

export default Stars;
