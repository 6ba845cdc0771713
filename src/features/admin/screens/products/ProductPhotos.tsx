import { Button, Popconfirm, Upload } from 'antd';
import { useState } from 'react';
import type { AdminProduct } from '../../../../../core/contracts/admin-catalog';
import { PRODUCT_IMAGES_MAX } from '../../../../../core/rules/product-draft';
import { useFeedback } from '../../kit/feedback';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useAddPhotoMutation, useRemovePhotoMutation, useReorderPhotosMutation } from './api';
import { text } from './strings';

const t = text.product;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The product's photos in order (the first is the cover): add several, move one earlier or later, remove one. */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const { failed } = useFeedback();
  const [progress, setProgress] = useState<{ done: number; all: number } | null>(null);
  const [addPhoto] = useAddPhotoMutation();
  const [reorder, reordering] = useReorderPhotosMutation();
  const [remove] = useRemovePhotoMutation();

  const upload = async (files: File[]) => {
    setProgress({ done: 0, all: files.length });
    // One at a time, in the order picked: the server keeps the order they arrive in.
    for (const [i, file] of files.entries()) {
      try {
        await addPhoto({ id: product.id, file }).unwrap();
      } catch (failure) {
        failed(failure);
        break;
      }
      setProgress({ done: i + 1, all: files.length });
    }
    setProgress(null);
  };

  const move = (from: number, to: number) => {
    const ids = product.images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    void reorder({ id: product.id, imageIds: ids }).unwrap().catch(failed);
  };

  const count = product.images.length;
  return (
    <>
      <p style={s.muted}>{t.photosHint}</p>
      <ol style={{ ...s.photos, ...s.rows }} aria-label={t.photos}>
        {product.images.map((image, i) => (
          <li key={image.id} style={s.photo}>
            {i === 0 ? <span style={s.cover}>{t.cover}</span> : null}
            <img src={`/images/300x400/${image.key}`} alt={t.photoAlt(product.name, i + 1)} width={300} height={400} style={s.photoImage} loading="lazy" />
            <div style={s.photoTools}>
              <Button size="small" aria-label={t.moveEarlier(i + 1)} disabled={i === 0 || reordering.isLoading} onClick={() => move(i, i - 1)}>
                ←
              </Button>
              <Popconfirm title={t.removePhotoTitle} okText={t.removePhoto(i + 1)} cancelText={ta.no} onConfirm={() => remove({ id: product.id, imageId: image.id }).unwrap().catch(failed)}>
                <Button size="small" danger aria-label={t.removePhoto(i + 1)}>
                  ✕
                </Button>
              </Popconfirm>
              <Button size="small" aria-label={t.moveLater(i + 1)} disabled={i === count - 1 || reordering.isLoading} onClick={() => move(i, i + 1)}>
                →
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div style={s.actions}>
        {/* The design system's picker: the files picked go up one by one, in order, and never into antd's own list. */}
        <Upload
          accept={ACCEPT}
          multiple
          showUploadList={false}
          aria-label={t.addPhotos}
          disabled={count >= PRODUCT_IMAGES_MAX || progress !== null}
          beforeUpload={(file, picked) => {
            if (file === picked[0]) void upload(picked.slice(0, PRODUCT_IMAGES_MAX - count));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={progress !== null} disabled={count >= PRODUCT_IMAGES_MAX}>
            {progress ? t.uploading(progress.done, progress.all) : t.addPhotos}
          </Button>
        </Upload>
      </div>
    </>
  );
}
