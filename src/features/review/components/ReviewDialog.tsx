import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Radio, Rate } from 'antd';
import { Themed } from '../../../shared/theme/Themed';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { OrderItem } from '../../../../core/contracts/order';
import { FIT_LABELS, FITS, type Fit } from '../../../../core/contracts/review-vocab';
import { REVIEW_HEIGHT_CM, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, REVIEW_SIZE_MAX, REVIEW_TEXT_MAX, REVIEW_WEIGHT_KG } from '../../../../core/rules/review';
import { createReview, uploadReviewPhoto } from '../api';
import { reviewStrings as t } from '../strings';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const label: CSSProperties = { display: 'block', fontWeight: 600, margin: '14px 0 6px' };
const thumb: CSSProperties = { position: 'relative', width: 76, height: 101, borderRadius: 10, overflow: 'hidden', background: '#f3e9ed' };

const pair: CSSProperties = { display: 'flex', gap: 10 };
const half: CSSProperties = { flex: 1, minWidth: 0 };
const small: CSSProperties = { display: 'block', margin: '0 0 4px', color: '#5f5459' };

/** A whole number typed in a field: undefined when empty, NaN when not a whole number. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const outside = (value: number | undefined, range: { min: number; max: number }) => value !== undefined && !(value >= range.min && value <= range.max);

interface Photo {
  url: string;
  key: string | null;
}

export interface ReviewDialogProps {
  item: Pick<OrderItem, 'id' | 'productName'>;
  onDone: () => void;
  open: boolean;
  onClose: () => void;
}

/**
 * The review form: stars, words, size worn, how it fitted, the reviewer's height and weight (all three optional), up
 * to three photos.
 */
function ReviewForm({ item, onDone, open, onClose }: ReviewDialogProps) {
  const { message } = App.useApp();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [size, setSize] = useState('');
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');
  const [fit, setFit] = useState<Fit | null>(null);
  const [invalid, setInvalid] = useState<'height' | 'weight' | null>(null);
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
    const heightCm = wholeNumber(height);
    const weightKg = wholeNumber(weight);
    if (outside(heightCm, REVIEW_HEIGHT_CM)) {
      setInvalid('height');
      setError(t.heightRange(REVIEW_HEIGHT_CM.min, REVIEW_HEIGHT_CM.max));
      return;
    }
    if (outside(weightKg, REVIEW_WEIGHT_KG)) {
      setInvalid('weight');
      setError(t.weightRange(REVIEW_WEIGHT_KG.min, REVIEW_WEIGHT_KG.max));
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
        ...(heightCm !== undefined ? { heightCm } : {}),
        ...(weightKg !== undefined ? { weightKg } : {}),
        ...(fit ? { fit } : {}),
        photoKeys: photos.flatMap((photo) => (photo.key ? [photo.key] : [])),
      });
      onClose();
      void message.success(t.thanks);
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
        open={open}
        title={t.title}
        onCancel={onClose}
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
        <span id="review-fit" style={label}>
          {t.fit}
        </span>
        <Radio.Group
          aria-labelledby="review-fit"
          optionType="button"
          buttonStyle="solid"
          value={fit}
          onChange={(event) => setFit(event.target.value as Fit)}
          options={FITS.map((value) => ({ value, label: FIT_LABELS[value] }))}
        />
        {fit ? (
          <Button type="link" size="small" onClick={() => setFit(null)}>
            {t.fitClear}
          </Button>
        ) : null}
        <span style={label}>{t.body}</span>
        <div style={pair}>
          <div style={half}>
            <label htmlFor="review-height" style={small}>
              {t.height}
            </label>
            <Input
              id="review-height"
              inputMode="numeric"
              value={height}
              onChange={(event) => {
                setHeight(event.target.value);
                if (invalid === 'height') setInvalid(null);
              }}
              maxLength={3}
              suffix="cm"
              placeholder={t.heightPlaceholder}
              status={invalid === 'height' ? 'error' : undefined}
              aria-invalid={invalid === 'height' || undefined}
              aria-describedby={invalid === 'height' ? 'review-error' : undefined}
            />
          </div>
          <div style={half}>
            <label htmlFor="review-weight" style={small}>
              {t.weight}
            </label>
            <Input
              id="review-weight"
              inputMode="numeric"
              value={weight}
              onChange={(event) => {
                setWeight(event.target.value);
                if (invalid === 'weight') setInvalid(null);
              }}
              maxLength={3}
              suffix="kg"
              placeholder={t.weightPlaceholder}
              status={invalid === 'weight' ? 'error' : undefined}
              aria-invalid={invalid === 'weight' || undefined}
              aria-describedby={invalid === 'weight' ? 'review-error' : undefined}
            />
          </div>
        </div>
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
        {error ? <Alert id="review-error" type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" /> : null}
      </Modal>
  );
}

/** The form in antd's context: its Modal, radios, stars and toast. */
export default function ReviewDialog(props: ReviewDialogProps) {
  return (
    <Themed>
      <ReviewForm {...props} />
    </Themed>
  );
}
