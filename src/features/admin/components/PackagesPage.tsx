import { Button, Card, Form, Input, InputNumber, Modal, Switch, Tag } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../../core/format';
import type { AdminPackage, PackageInput } from '../../../../core/contracts/admin-catalog';
import { membershipFreeDays } from '../../../../core/rules/pricing';
import { useAddPackageMutation, usePackagesQuery, useSavePackageMutation } from '../api';
import { TAG_TONES } from '../../order/components/StatusTag';
import { ta } from '../strings';
import { useFeedback } from './feedback';
import { ListState } from './ListParts';
import { s } from './styles';

const t = ta.packages;
const NEW: PackageInput = { name: '', color: '#D4AF37', percentDiscount: 10, extendDay: 0, isFreeFirstOrder: false, price: 100_000, durationDays: 30, description: '', onSale: true };

function PackageForm({ initial, title, onClose }: { initial: AdminPackage | null; title: string; onClose(): void }) {
  const { report } = useFeedback();
  const [add, adding] = useAddPackageMutation();
  const [save, saving] = useSavePackageMutation();
  const [form] = Form.useForm<PackageInput>();
  const extendDay = Form.useWatch('extendDay', form) ?? initial?.extendDay ?? 0;
  const submit = (body: PackageInput) => {
    const pending = initial ? save({ id: initial.id, body }).unwrap() : add(body).unwrap();
    void report(pending.then(onClose));
  };
  return (
    <Modal open title={title} okText={t.save} cancelText={t.cancel} confirmLoading={adding.isLoading || saving.isLoading} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial ?? NEW} onFinish={submit}>
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
      </Form>
    </Modal>
  );
}

/** The membership packages: terms, price, duration, on sale or not, and how many members use each. Prices are the owner's: staff read them. */
export function PackagesPage({ canEdit }: { canEdit: boolean }) {
  const { data, error, isLoading, refetch } = usePackagesQuery();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  if (!data) return <ListState loading={isLoading} error={error} retry={() => void refetch()} />;
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <p style={s.muted}>{canEdit ? t.intro : t.ownerOnly}</p>
      {canEdit ? (
        <div style={s.toolbar}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        </div>
      ) : null}
      <div style={s.grid}>
        {data.items.map((item) => (
          <Card
            key={item.id}
            size="small"
            title={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: item.color, border: '1px solid #d9cbd0' }} />
                {item.name}
              </span>
            }
            extra={
              canEdit ? (
                <Button size="small" aria-label={t.edit(item.name)} onClick={() => setEditing(item)}>
                  ✎
                </Button>
              ) : null
            }
          >
            <p style={{ margin: 0 }}>
              <strong>{formatVnd(item.price)}</strong> · {t.summary(item.percentDiscount, item.durationDays)}
            </p>
            <p style={s.muted}>{t.extendHelp(membershipFreeDays(item.extendDay))}</p>
            <p style={s.muted}>{t.members(item.activeMembers)}</p>
            <Tag color={item.onSale ? TAG_TONES.success : 'default'}>{item.onSale ? t.onSale : t.offSale}</Tag>
            {item.isFreeFirstOrder ? <Tag color={TAG_TONES.info}>{t.freeFirstOrder}</Tag> : null}
          </Card>
        ))}
      </div>
      {editing ? <PackageForm initial={editing === 'new' ? null : editing} title={editing === 'new' ? t.addTitle : t.edit(editing.name)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
