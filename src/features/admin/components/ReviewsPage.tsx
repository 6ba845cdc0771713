import { Button, Card, Empty, Input, Modal, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { formatTimeDate } from '../../../../core/format';
import { imageUrl } from '../../../shared/image';
import type { AdminReview } from '../../../../core/contracts/review';
import { useHideReviewMutation, useReviewsQuery, useShowReviewMutation } from '../api';
import { ta } from '../strings';
import { useFeedback } from './feedback';
import { ListState, Pager } from './ListParts';
import { s } from './styles';

const t = ta.reviews;

/** Shoppers' reviews, newest first: hide one with a reason (it then counts nowhere), or show it again. */
export function ReviewsPage() {
  const { report } = useFeedback();
  const [filter, setFilter] = useState<'visible' | 'hidden'>('visible');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useReviewsQuery({ filter, page });
  const [hide, hiding] = useHideReviewMutation();
  const [show] = useShowReviewMutation();
  const [target, setHiding] = useState<AdminReview | null>(null);
  const [reason, setReason] = useState('');

  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={s.toolbar}>
        <Segmented<'visible' | 'hidden'>
          aria-label={t.filterLabel}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'visible', label: t.visible },
            { value: 'hidden', label: t.hidden },
          ]}
        />
      </div>
      {!data ? <ListState loading={isLoading} error={error} retry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <Empty description={filter === 'visible' ? t.emptyVisible : t.emptyHidden} /> : null}
      <div style={s.grid}>
        {data?.items.map((review) => (
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
      <Pager pagination={data?.pagination} onChange={setPage} />
      <Modal
        open={target !== null}
        title={t.hideTitle}
        okText={t.hide}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3 }}
        confirmLoading={hiding.isLoading}
        cancelText={ta.order.cancel}
        onCancel={() => setHiding(null)}
        onOk={() =>
          void report(hide({ id: target!.id, reason: reason.trim() }).unwrap()).then(() => {
            setHiding(null);
            setReason('');
          })
        }
        destroyOnHidden
      >
        <label htmlFor="hide-reason" style={{ display: 'block', marginBottom: 6 }}>
          {t.reason}
        </label>
        <Input.TextArea id="hide-reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} showCount autoSize={{ minRows: 2 }} />
      </Modal>
    </>
  );
}
