import { Form, Input, InputNumber, Switch } from 'antd';
import type { AdminPackage, PackageInput } from '../../../../../core/contracts/admin-catalog';
import { membershipFreeDays } from '../../../../../core/rules/pricing';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useAddPackageMutation, useSavePackageMutation } from './api';
import { text as t } from './strings';

const NEW: PackageInput = { name: '', color: '#D4AF37', percentDiscount: 10, extendDay: 0, isFreeFirstOrder: false, price: 100_000, durationDays: 30, description: '', onSale: true };

/** A membership package's terms, price and duration, new or changed (the owner's). */
export function PackageForm({ initial, title, onClose }: { initial: AdminPackage | null; title: string; onClose(): void }) {
  const [add, adding] = useAddPackageMutation();
  const [save, saving] = useSavePackageMutation();
  const [form] = Form.useForm<PackageInput>();
  const extendDay = Form.useWatch('extendDay', form) ?? initial?.extendDay ?? 0;
  const submit = (body: PackageInput) => (initial ? save({ id: initial.id, body }).unwrap() : add(body).unwrap()).then(onClose);
  return (
    <FormShell<PackageInput> form={form} dialog={{ title, cancelText: t.cancel, onClose }} submit={t.save} busy={adding.isLoading || saving.isLoading} initialValues={initial ?? NEW} onSubmit={submit}>
      <Form.Item label={t.name} name="name" rules={[{ required: true, whitespace: true, message: t.name }]}>
        <Input maxLength={60} />
      </Form.Item>
      <div style={s.formGrid}>
        <Form.Item label={t.price} name="price" rules={[{ required: true }]}>
          <InputNumber min={1000} max={100_000_000} step={10_000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.durationDays} name="durationDays" rules={[{ required: true }]}>
          <InputNumber min={1} max={3650} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.percentDiscount} name="percentDiscount" rules={[{ required: true }]}>
          <InputNumber min={0} max={90} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.extendDay} name="extendDay" extra={t.extendHelp(membershipFreeDays(extendDay))} rules={[{ required: true }]}>
          <InputNumber min={0} max={30} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.color} name="color" rules={[{ required: true, pattern: /^#[0-9A-Fa-f]{6}$/, message: t.colorInvalid }]}>
          <Input maxLength={7} />
        </Form.Item>
      </div>
      <Form.Item label={t.description} name="description">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item label={t.freeFirstOrder} name="isFreeFirstOrder" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t.onSale} name="onSale" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormShell>
  );
}
