import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { ATTRIBUTE_NAMES, PRODUCT_TYPES } from '../../../../../core/contracts/catalog-vocab';
import type { CatalogOptions, ProductInput } from '../../../../../core/contracts/admin-catalog';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, PRODUCT_PRICE_MAX, PRODUCT_TYPE_LABELS, rents, sells } from '../../../../../core/rules/product-draft';
import { SizeRows } from './SizeRows';
import { s } from '../../kit/styles';
import { text } from './strings';

const t = text.product;
const typeOptions = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
const groupDigits = (value: number | string | undefined) => (value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
const digitsOnly = (entered: string | undefined) => Number((entered ?? '').replace(/\D/g, '')) || 0;

function Amount({ name, label, required = false }: { name: keyof ProductInput; label: string; required?: boolean }) {
  return (
    <Form.Item label={label} name={name} rules={required ? [{ required: true, message: t.required(label) }] : []}>
      <InputNumber<number> min={0} max={PRODUCT_PRICE_MAX} step={10_000} formatter={groupDigits} parser={digitsOnly} style={{ width: '100%' }} inputMode="numeric" />
    </Form.Item>
  );
}

/** Name, kind, category, the prices its kind needs, the sizes with their units, attributes and description. */
export function ProductFields({ options }: { options: CatalogOptions }) {
  const type = Form.useWatch('type') as ProductInput['type'] | undefined;
  const categoryOptions = useMemo(() => options.categories.map((category) => ({ value: category.id, label: category.path })), [options]);
  return (
    <>
      <Form.Item label={t.name} name="name" rules={[{ required: true, whitespace: true, message: t.required(t.name) }]}>
        <Input maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <div style={s.formGrid}>
        <Form.Item label={t.type} name="type">
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item label={t.category} name="categoryId" rules={[{ required: true, message: t.required(t.category) }]}>
          <Select options={categoryOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </div>
      <h2 style={s.pageTitle}>{t.prices}</h2>
      <div style={s.formGrid}>
        {!type || rents(type) ? (
          <>
            <Amount name="rentalPrice" label={t.rentalPrice} required />
            <Amount name="depositPrice" label={t.depositPrice} required />
            <Amount name="originalRentalPrice" label={t.originalRentalPrice} />
            <Amount name="membershipRentalPrice" label={t.membershipRentalPrice} />
          </>
        ) : null}
        {type && sells(type) ? (
          <>
            <Amount name="salePrice" label={t.salePrice} required />
            <Amount name="originalPrice" label={t.originalPrice} />
          </>
        ) : null}
      </div>
      <SizeRows />
      <h2 style={s.pageTitle}>{t.attributes}</h2>
      <div style={s.formGrid}>
        {ATTRIBUTE_NAMES.map((name) => (
          <Form.Item key={name} label={t.attributeNames[name]} name={['attributes', name]} rules={[{ required: true, message: t.required(t.attributeNames[name]) }]}>
            <Select showSearch options={options.attributes[name].map((value) => ({ value, label: value }))} />
          </Form.Item>
        ))}
      </div>
      <Form.Item label={t.description} name="description">
        <Input.TextArea rows={4} maxLength={PRODUCT_DESCRIPTION_MAX} showCount />
      </Form.Item>
    </>
  );
}
