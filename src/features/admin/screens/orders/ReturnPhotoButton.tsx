import { Button, Upload } from 'antd';
import type { OrderItem } from '../../../../../core/contracts/order';
import { RETURN_PHOTOS_MAX } from '../../../../../core/contracts/order-vocab';
import { useFeedback } from '../../kit/feedback';
import { useAddReturnPhotoMutation } from './api';
import { text } from './strings';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** "Thêm ảnh tình trạng": photos of the item as it came back, for the shopper and the shop to see. */
export function ReturnPhotoButton({ orderId, item }: { orderId: number; item: OrderItem }) {
  const { failed } = useFeedback();
  const [add, adding] = useAddReturnPhotoMutation();
  const count = item.rental?.photoIds.length ?? 0;
  const full = count >= RETURN_PHOTOS_MAX;
  return (
    <Upload
      accept={PHOTO_TYPES}
      showUploadList={false}
      aria-label={text.order.addPhoto(item.productName)}
      disabled={full}
      beforeUpload={(file) => {
        void add({ id: orderId, itemId: item.id, file }).unwrap().catch(failed);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button loading={adding.isLoading} disabled={full}>
        {text.order.addPhotoShort}
      </Button>
    </Upload>
  );
}
