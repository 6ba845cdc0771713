import { Button } from 'antd';
import { useRef } from 'react';
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
  const picker = useRef<HTMLInputElement>(null);
  const count = item.rental?.photoIds.length ?? 0;
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={PHOTO_TYPES}
        hidden
        aria-label={text.order.addPhoto(item.productName)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add({ id: orderId, itemId: item.id, file }).unwrap().catch(failed);
        }}
      />
      <Button onClick={() => picker.current?.click()} loading={adding.isLoading} disabled={count >= RETURN_PHOTOS_MAX}>
        {text.order.addPhotoShort}
      </Button>
    </>
  );
}
