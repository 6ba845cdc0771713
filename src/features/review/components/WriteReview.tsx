import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Rate, Tag } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { OrderItem } from '../../../../core/contracts/order';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, REVIEW_SIZE_MAX, REVIEW_TEXT_MAX } from '../../../../core/rules/review';
import { createReview, uploadReviewPhoto } from '../api';
import { reviewStrings as t } from '../strings';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const label: CSSProperties = { display: 'block', fontWeight: 600, margin: '14px 0 6px' };
const thumb: CSSProperties = { position: 'relative', width: 76, height: 101, borderRadius: 10, overflow: 'hidden', background: '#f3e9ed' };

interface Photo {
  url: string;
  key: string | null;
}

/** "Viết đánh giá" under a line that came back (or was delivered): stars, words, size worn, up to three photos. */
export function WriteReview({ item, onDone }: { item: Pick<OrderItem, 'id' | 'productName' | 'canReview' | 'reviewed'>; onDone: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [size, setSize] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Previews are freed when one is removed or refused, and the rest when the form goes away.
  const shown = useRef<Photo[]>([]);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);
  const drop = (url: string) => {
    URL.revokeObjectURL(url);
    setPhotos((current) => current.filter((photo) => photo.url !== url));
  };

  if (item.reviewed) return <Tag color="#237a3b" style={{ marginTop: 10 }}>{t.done}</Tag>;
  if (!item.canReview) return null;

  const addPhotos = async (files: FileList | null) => {
    setError(null);
    for (const file of Array.from(files ?? []).slice(0, REVIEW_PHOTOS_MAX - photos.length)) {
      if (!TYPES.includes(file.type)) {
        setError(t.photoType);
        continue;
      }
      if (file.size > REVIEW_PHOTO_MAX_BYTES) {
        setError(t.photoTooBig);
        continue;
      }
      const url = URL.createObjectURL(file);
      setPhotos((current) => [...current, { url, key: null }]);
      try {
        const key = await uploadReviewPhoto(file);
        setPhotos((current) => current.map((photo) => (photo.url === url ? { url, key } : photo)));
      } catch (failure) {
        drop(url);
        setError((failure as Error).message);
      }
    }
  };

  const uploading = photos.some((photo) => photo.key === null);
  const submit = async () => {
    if (stars < 1) {
      setError(t.starsRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await createReview({
        orderItemId: item.id,
        stars,
        text,
        ...(size.trim() ? { sizeWorn: size.trim() } : {}),
        photoKeys: photos.flatMap((photo) => (photo.key ? [photo.key] : [])),
      });
      setOpen(false);
      void message.success(t.thanks);
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button block onClick={() => setOpen(true)} aria-label={t.writeFor(item.productName)} style={{ marginTop: 10 }}>
        {t.write}
      </Button>
      <Modal
        open={open}
        title={t.title}
        onCancel={() => setOpen(false)}
        width={440}
        destroyOnHidden
        footer={
          <Button type="primary" size="large" block loading={sending} disabled={uploading} onClick={() => void submit()}>
            {t.submit}
          </Button>
        }
      >
        <p style={{ marginTop: 0, fontWeight: 600 }}>{item.productName}</p>
        <span id="review-stars" style={label}>
          {t.stars}
        </span>
        <Rate value={stars} onChange={setStars} tooltips={[...t.starNames]} aria-labelledby="review-stars" style={{ fontSize: 30 }} />
        {stars > 0 ? <span style={{ marginLeft: 10, color: '#5f5459' }}>{t.starNames[stars - 1]}</span> : null}
        <label htmlFor="review-text" style={label}>
          {t.text}
        </label>
        <Input.TextArea id="review-text" value={text} onChange={(event) => setText(event.target.value)} maxLength={REVIEW_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t.textPlaceholder} />
        <label htmlFor="review-size" style={label}>
          {t.size}
        </label>
        <Input id="review-size" value={size} onChange={(event) => setSize(event.target.value)} maxLength={REVIEW_SIZE_MAX} placeholder={t.sizePlaceholder} />
        <span style={label}>{t.photos(REVIEW_PHOTOS_MAX)}</span>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {photos.map((photo, index) => (
            <div key={photo.url} style={thumb}>
              <img src={photo.url} alt="" width={76} height={101} style={{ objectFit: 'cover', width: '100%', height: '100%', opacity: photo.key ? 1 : 0.5 }} />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t.removePhoto(index + 1)}
                onClick={() => drop(photo.url)}
                style={{ position: 'absolute', top: 4, right: 4 }}
              />
            </div>
          ))}
          {photos.length < REVIEW_PHOTOS_MAX ? (
            <Button onClick={() => input.current?.click()} icon={<CameraOutlined aria-hidden />} style={{ width: 76, height: 101, flexDirection: 'column' }}>
              {t.addPhoto}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={TYPES.join(',')}
            multiple
            hidden
            aria-label={t.addPhoto}
            onChange={(event) => {
              void addPhotos(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
        {uploading ? <p style={{ color: '#5f5459', margin: '6px 0 0' }}>{t.uploading}</p> : null}
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" /> : null}
      </Modal>
    </>
  );
}

export default WriteReview;
