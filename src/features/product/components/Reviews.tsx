import { startTransition, useEffect, useState } from 'react';
import { formatDate, formatOneDecimal } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { appendNew } from '../../../shared/ui/append-new';
import { Later } from '../../../shared/layout/Later';
import { Choice } from '../../../shared/ui/Choice';
import * as controls from '../../../shared/ui/Controls.module.css';
import { Stars } from '../../catalog/components/Stars';
import * as productApi from '../api';
import type { StarKey } from '../api';
import * as styles from './Product.module.css';
import { imageUrl } from '../../../shared/image';
import { reviewStrings } from '../../review/strings';
import type { RatingDetail, Review } from '../../../../core/contracts/catalog';

const STAR_KEYS: readonly StarKey[] = ['1', '2', '3', '4', '5'];
type StarFilter = 'all' | StarKey;

const REVIEWS_PAGE = 10;

/** Average, per-star counts and the reviews list with the star filter '1'…'5' (GET /v1/product/{link}/reviews?star=). */
export function Reviews({ link, rating }: { link: string; rating: RatingDetail }) {
  const t = vi.product;
  const [star, setStar] = useState<StarFilter>('all');
  const [items, setItems] = useState<Review[] | null>(null);
  const [summary, setSummary] = useState<RatingDetail>(rating);
  const [failed, setFailed] = useState(false);
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const filter = star === 'all' ? null : star;

  useEffect(() => {
    let cancelled = false;
    setItems(null);
    setFailed(false);
    setMoreFailed(false);
    productApi
      .fetchReviews(link, filter, 1, REVIEWS_PAGE)
      .then((body) => {
        if (cancelled) return;
        // A transition: the list renders in slices, not one long task while the page is still starting up.
        startTransition(() => {
          setItems(body.items ?? []);
          setTotal(body.pagination?.total ?? body.items?.length ?? 0);
          if (body.rating) setSummary(body.rating);
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [link, filter]);

  const shown = items?.length ?? 0;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      // Pages follow what is shown, so a review added meanwhile shifts nothing twice (duplicates are dropped).
      const body = await productApi.fetchReviews(link, filter, Math.floor(shown / REVIEWS_PAGE) + 1, REVIEWS_PAGE);
      setItems((current) => appendNew(current ?? [], body.items ?? []));
      setTotal(body.pagination?.total ?? total);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const max = Math.max(1, ...STAR_KEYS.map((key) => summary.counts[key] ?? 0));
  return (
    <Later>
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
              <div className={styles.ratingAverage}>{formatOneDecimal(summary.average)}</div>
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
          <Choice<StarFilter>
            label={t.starFilterLabel}
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
                  {review.kind || review.sizeWorn ? (
                    <p className={styles.muted} style={{ margin: '2px 0' }}>
                      {review.kind ? (
                        <span style={{ color: '#237a3b', fontWeight: 600 }} data-testid="review-badge">
                          ✓ {review.kind === 'rent' ? reviewStrings.rented : reviewStrings.bought}
                        </span>
                      ) : null}
                      {review.kind && review.sizeWorn ? ' · ' : null}
                      {review.sizeWorn ? reviewStrings.sizeWorn(review.sizeWorn) : null}
                    </p>
                  ) : null}
                  {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
                  {review.photoKeys.length > 0 ? (
                    <div style={{ display: 'flex', gap: 6, marginTop: 6 }}>
                      {review.photoKeys.map((key, index) => (
                        <a key={key} href={imageUrl(key, '900x1200')} target="_blank" rel="noreferrer">
                          <img
                            src={imageUrl(key, '300x400')}
                            alt={reviewStrings.photoAlt(review.author, index + 1)}
                            width={72}
                            height={96}
                            loading="lazy"
                            decoding="async"
                            style={{ borderRadius: 8, objectFit: 'cover', background: '#f3e9ed', display: 'block' }}
                          />
                        </a>
                      ))}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {items !== null && shown < total ? (
            <div className={styles.reviewsMore}>
              {moreFailed ? (
                <p className={styles.muted} role="alert">
                  {t.reviewsError}
                </p>
              ) : null}
              <button type="button" className={`${controls.button} ${controls.block}`} onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
                {t.moreReviews(total - shown)}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
    </Later>
  );
}

export default Reviews;
