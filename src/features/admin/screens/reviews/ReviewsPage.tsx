import { Button, Card, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { formatTimeDate } from '../../../../../core/format';
import type { AdminReview } from '../../../../../core/contracts/review';
import { imageUrl } from '../../../../shared/image';
import { useFeedback } from '../../kit/feedback';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useListQuery } from '../../kit/useListQuery';
import { useReviewsQuery, useShowReviewMutation } from './api';
import { HideReviewDialog } from './HideReviewDialog';
import { text as t } from './strings';

type Filter = 'visible' | 'hidden';

/** Shoppers' reviews, newest first: hide one with a reason (it then counts nowhere), or show it again. */
export function ReviewsPage() {
  const { report } = useFeedback();
  const list = useListQuery<Filter>('visible');
  const query = useReviewsQuery({ filter: list.tab, page: list.page });
  const [show] = useShowReviewMutation();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const head = (
    <div style={s.toolbar}>
      <Segmented<Filter>
        aria-label={t.filterLabel}
        value={list.tab}
        onChange={list.setTab}
        options={[
          { value: 'visible', label: t.visible },
          { value: 'hidden', label: t.hidden },
        ]}
      />
    </div>
  );
  return (
    <ListScreen
      query={query}
      title={t.title}
      head={head}
      keepHead
      empty={list.tab === 'visible' ? t.emptyVisible : t.emptyHidden}
      onPage={list.setPage}
      after={<HideReviewDialog review={hiding} onClose={() => setHiding(null)} />}
    >
      {({ items }) => (
        <div style={s.grid}>
          {items.map((review) => (
            <Card key={review.id} size="small" data-testid="admin-review">
              <div style={s.row}>
                <strong>{review.productName}</strong>
                <span aria-label={t.starsLabel(review.stars)}>{'★'.repeat(review.stars)}</span>
              </div>
              <p style={s.muted}>
                {review.author} · {formatTimeDate(review.createdAt)}
                {review.kind ? ` · ${review.kind === 'rent' ? t.rented : t.bought}` : ''}
                {review.sizeWorn ? ` · ${t.size(review.sizeWorn)}` : ''}
              </p>
              {review.text ? <p style={{ margin: '6px 0', whiteSpace: 'pre-wrap' }}>{review.text}</p> : null}
              {review.photoKeys.length > 0 ? (
                <div style={{ display: 'flex', gap: 6 }}>
                  {review.photoKeys.map((key, index) =>
                    review.hidden ? (
                      <Tag key={key}>{t.photoHidden(index + 1)}</Tag>
                    ) : (
                      <img key={key} src={imageUrl(key, '300x400')} alt={t.photo(index + 1)} width={60} height={80} style={{ borderRadius: 6, objectFit: 'cover' }} />
                    ),
                  )}
                </div>
              ) : null}
              {review.hidden ? <p style={{ ...s.muted, color: '#a84a00' }}>{t.hiddenBecause(review.hiddenReason ?? '', review.hiddenBy ?? '')}</p> : null}
              <div style={s.actions}>
                {review.hidden ? (
                  <Button onClick={() => void report(show(review.id).unwrap())}>{t.show}</Button>
                ) : (
                  <Button danger onClick={() => setHiding(review)}>
                    {t.hide}
                  </Button>
                )}
              </div>
            </Card>
          ))}
        </div>
      )}
    </ListScreen>
  );
}
