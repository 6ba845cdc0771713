import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import { formatDate, formatVnd } from '../../../../core/format';
import { RETURN_CONDITIONS, RETURN_CONDITION_LABELS, type RefundMethod, type ReturnCondition } from '../../../../core/contracts/admin-vocab';
import type { OrderItem } from '../../../../core/contracts/order';
import { RETURN_PHOTOS_MAX } from '../../../../core/contracts/order-vocab';
import { settleReturn } from '../../../../core/rules/rental-lifecycle';
import { isDay, todayInVietnam } from '../../../../core/rules/rental-dates';
import { adminErrorMessage, useAddReturnPhotoMutation, useRecordReturnMutation } from '../api';
import { useFeedback } from './feedback';
import { ta } from '../strings';
import { s } from './styles';

function Fact({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <div style={s.fact}>
      <dt style={s.factTerm}>{term}</dt>
      <dd style={s.factValue}>{value}</dd>
    </div>
  );
}

interface Values {
  returnedOn: Dayjs | null;
  condition: ReturnCondition;
  damageCharge: number | null;
  note: string;
  refundMethod: RefundMethod;
}

/** Record a rental's return: the shared rule shows the late fee, the damage charge and the refund before saving. */
export function ReturnForm({ orderId, item, open, onClose }: { orderId: number; item: OrderItem; open: boolean; onClose: () => void }) {
  const t = ta.returnForm;
  const [form] = Form.useForm<Values>();
  const today = todayInVietnam();
  const [values, setValues] = useState<Values>({ returnedOn: dayjs(today), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  const returnedOn = values.returnedOn?.format('YYYY-MM-DD') ?? '';
  const [save, { isLoading, error, reset }] = useRecordReturnMutation();
  const lost = values.condition === 'lost';
  const preview =
    item.dateTo && isDay(returnedOn)
      ? settleReturn({
          deposit: item.deposit,
          unitRentalPrice: item.unitPrice,
          quantity: item.quantity,
          dateTo: item.dateTo,
          returnedOn,
          damageCharge: lost ? item.deposit : (values.damageCharge ?? 0),
        })
      : null;
  return (
    <Modal
      open={open}
      title={t.title(item.productName)}
      okText={t.submit}
      cancelText={ta.order.cancel}
      confirmLoading={isLoading}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={() => form.submit()}
      width={460}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={adminErrorMessage(error)} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={values}
        onValuesChange={(_changed, all) => setValues({ ...values, ...all })}
        onFinish={(all) => {
          void save({
            id: orderId,
            itemId: item.id,
            body: { returnedOn: all.returnedOn?.format('YYYY-MM-DD') ?? '', condition: all.condition, damageCharge: lost ? 0 : (all.damageCharge ?? 0), note: all.note ?? '', refundMethod: all.refundMethod },
          })
            .unwrap()
            .then(onClose, () => undefined);
        }}
      >
        <Form.Item label={t.returnedOn} name="returnedOn" rules={[{ required: true }]}>
          <DatePicker format="DD/MM/YYYY" allowClear={false} inputReadOnly disabledDate={(day) => day.format('YYYY-MM-DD') > today} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.condition} name="condition">
          <Select options={RETURN_CONDITIONS.map((value) => ({ value, label: RETURN_CONDITION_LABELS[value] }))} />
        </Form.Item>
        {lost ? (
          <p style={s.muted}>{t.lostNote}</p>
        ) : (
          <Form.Item label={t.damageCharge} name="damageCharge">
            <InputNumber min={0} max={item.deposit} step={10_000} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          label={t.note}
          name="note"
          rules={[{ validator: (_rule, value: string) => (lost || !(values.damageCharge ?? 0) || value?.trim() ? Promise.resolve() : Promise.reject(new Error(t.noteRequired))) }]}
        >
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t.notePlaceholder} />
        </Form.Item>
        <Form.Item label={t.refundMethod} name="refundMethod">
          <Radio.Group
            options={[
              { value: 'wallet', label: t.refundWallet },
              { value: 'transfer', label: t.refundTransfer },
            ]}
          />
        </Form.Item>
      </Form>
      {preview ? (
        <section aria-label={t.preview} data-testid="return-preview">
          <h2 style={s.muted}>{t.preview}</h2>
          <dl style={s.facts}>
            <Fact term={t.depositPaid} value={formatVnd(item.deposit)} />
            <Fact term={t.dueBack} value={formatDate(preview.dueBack)} />
            <Fact term={t.lateDays} value={String(preview.lateDays)} />
            <Fact term={t.lateFee} value={`−${formatVnd(preview.lateFee)}`} />
            <Fact term={t.damage} value={`−${formatVnd(preview.damageCharge)}`} />
            <Fact term={<strong>{t.refund}</strong>} value={<strong>{formatVnd(preview.refund)}</strong>} />
          </dl>
        </section>
      ) : null}
    </Modal>
  );
}

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
        aria-label={ta.order.addPhoto(item.productName)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add({ id: orderId, itemId: item.id, file }).unwrap().catch(failed);
        }}
      />
      <Button onClick={() => picker.current?.click()} loading={adding.isLoading} disabled={count >= RETURN_PHOTOS_MAX}>
        {ta.order.addPhotoShort}
      </Button>
    </>
  );
}
