import { Alert, Form, Input, Radio } from 'antd';
import type { CounterOrderRequest } from '../../../../../core/contracts/counter';
import { COUNTER_CHANNELS, COUNTER_PAYMENTS, COUNTER_PAYMENT_LABELS } from '../../../../../core/contracts/counter-vocab';
import { DELIVERY_METHOD_LABELS } from '../../../../../core/format/order-standing';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { text } from './strings';

const t = text.payment;

/** What step 3 asks: where the order comes from, how the money is taken, how the goods reach the customer. */
export type PaymentValues = Pick<CounterOrderRequest, 'channel' | 'payment' | 'deliveryMethod' | 'reference' | 'note'> & {
  street?: string;
  wardName?: string;
  districtName?: string;
  cityName?: string;
  receiverName?: string;
  receiverPhone?: string;
};

const required = { required: true, whitespace: true, message: t.addressRequired };

/** Step 3: cash, a transfer seen (with its reference) or one still to come; pick-up at the shop or delivery. */
export function PaymentStep({
  blocker,
  busy,
  error,
  onDeliveryChange,
  onSubmit,
}: {
  blocker: string | null;
  busy: boolean;
  error: unknown;
  onDeliveryChange: (method: 'pickup' | 'delivery') => void;
  onSubmit: (values: PaymentValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<PaymentValues>();
  const payment = Form.useWatch('payment', form);
  const delivery = Form.useWatch('deliveryMethod', form);
  return (
    <FormShell<PaymentValues>
      form={form}
      initialValues={{ channel: 'counter', payment: 'cash', deliveryMethod: 'pickup' }}
      onValuesChange={(changed: Partial<PaymentValues>) => {
        if (changed.deliveryMethod) onDeliveryChange(changed.deliveryMethod);
      }}
      busy={busy}
      feedback="inline"
      error={error}
      submit={t.confirm}
      wide
      onSubmit={onSubmit}
    >
      <Form.Item label={t.channel} name="channel">
        <Radio.Group optionType="button" options={COUNTER_CHANNELS.map((value) => ({ value, label: t.channels[value] }))} />
      </Form.Item>
      <Form.Item label={t.how} name="payment">
        <Radio.Group options={COUNTER_PAYMENTS.map((value) => ({ value, label: COUNTER_PAYMENT_LABELS[value] }))} style={{ display: 'grid', gap: 4 }} />
      </Form.Item>
      {payment === 'transfer' ? (
        <Form.Item
          label={t.reference}
          name="reference"
          rules={[
            { required: true, whitespace: true, message: t.referenceRequired },
            { pattern: /^[A-Za-z0-9._/-]+$/, message: t.referenceFormat },
          ]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item label={t.delivery} name="deliveryMethod">
        <Radio.Group optionType="button" options={(['pickup', 'delivery'] as const).map((value) => ({ value, label: DELIVERY_METHOD_LABELS[value] }))} />
      </Form.Item>
      {delivery === 'delivery' ? (
        <div style={s.formGrid}>
          <Form.Item label={t.street} name="street" rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label={t.ward} name="wardName" rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t.district} name="districtName">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t.city} name="cityName" rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t.receiverName} name="receiverName">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t.receiverPhone} name="receiverPhone">
            <Input inputMode="tel" maxLength={20} />
          </Form.Item>
        </div>
      ) : null}
      <Form.Item label={t.note} name="note">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      {blocker ? <Alert type="warning" showIcon title={blocker} style={{ marginBottom: 12 }} /> : null}
    </FormShell>
  );
}
