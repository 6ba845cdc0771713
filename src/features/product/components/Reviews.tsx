import { Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../shared/format';
import { vi } from '../../../shared/i18n/vi';
import { Stars, formatAverage } from '../../catalog/components/Stars';
import { STAR_KEYS, type RatingWithCounts, type Review, type StarKey } from '../../catalog/types';
import * as productApi from '../../productDetail/api';
import * as styles from './Product.module.css';

type StarFilter = 'all' | StarKey;

/** Average, per-star counts and the reviews list with the star filter '1'…'5' (GET /v1/product/{link}/reviews?star=). */
export function Reviews({ link, rating }: { link: string; rating: RatingWithCounts }) {
  const t = vi.product;
  const [star, setStar] = useState<StarFilter>('all');
  const [items, setItems] = useState<Review[] | null>(null);
  const [summary, setSummary] = useState<RatingWithCounts>(rating);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (rating.count === 0) return;
    let cancelled = false;
    setItems(null);
    setFailed(false);
    productApi
      .fetchReviews(link, star === 'all' ? null : star)
      .then((body) => {
        if (cancelled) return;
        setItems(body.items ?? []);
        if (body.rating) setSummary(body.rating);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [link, star, rating.count]);

  const max = Math.max(1, ...STAR_KEYS.map((key) => summary.counts[key] ?? 0));
  return (
    <section className={styles.panel} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t.reviewsTitle}
      </h2>
      {summary.count === 0 ? (
        <p className={styles.muted}>{t.noReviews}</p>
      ) : (
        <>
          <div className={styles.ratingHead}>
            <div>
              <div className={styles.ratingAverage}>{formatAverage(summary.average)}</div>
              <Stars rating={summary} showValue={false} />
              <div className={styles.priceNote}>{t.reviewsCount(summary.count)}</div>
            </div>
            <ul className={styles.bars}>
              {[...STAR_KEYS].reverse().map((key) => {
                const count = summary.counts[key] ?? 0;
                return (
                  <li key={key} className={styles.bar} aria-label={t.starCount(key, count)}>
                    <span aria-hidden="true">{key} ★</span>
                    <span className={styles.barTrack} aria-hidden="true">
                      <span className={styles.barFill} style={{ width: `${(count / max) * 100}%` }} />
                    </span>
                    <span aria-hidden="true">{count}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <Segmented<StarFilter>
            aria-label={t.starFilterLabel}
            value={star}
            onChange={setStar}
            options={[
              { value: 'all', label: t.allStars },
              ...STAR_KEYS.map((key) => ({ value: key, label: `${key} ★`, title: t.starLabel(key) })),
            ]}
          />
          {failed ? (
            <p className={styles.muted} role="alert">
              {t.reviewsError}
            </p>
          ) : items === null ? (
            <p className={styles.muted}>{vi.common.loading}…</p>
          ) : items.length === 0 ? (
            <p className={styles.muted}>{t.noReviewsForStar}</p>
          ) : (
            <ul className={styles.reviews}>
              {items.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <span className={styles.reviewAuthor}>{review.author}</span>
                    <time dateTime={review.date}>{formatDate(review.date)}</time>
                  </div>
                  <Stars rating={{ average: review.stars, count: 1 }} showCount={false} />
                  <p className={styles.reviewText}>{review.text}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export default Reviews;
