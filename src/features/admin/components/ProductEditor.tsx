import { App, Button, Card, Form, Input, InputNumber, Result, Select, Skeleton, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { useMemo } from 'react';
import { ATTRIBUTE_NAMES, PRODUCT_TYPES } from '../../../../core/contracts/catalog-vocab';
import type { AdminProduct, CatalogOptions, ProductInput } from '../../../../core/contracts/admin-catalog';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_TYPE_LABELS,
  publishProblems,
  rents,
  sells,
} from '../../../../core/rules/product-draft';
import { TAG_TONES } from '../../order/components/StatusTag';
import { adminErrorMessage, useCatalogOptionsQuery, useCreateProductMutation, useProductQuery, useUpdateProductMutation } from '../api';
import { ta } from '../strings';
import { ProductPhotos } from './ProductPhotos';
import { useFeedback } from './feedback';
import { s } from './styles';

const t = ta.product;
const typeOptions = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
const groupDigits = (value: number | string | undefined) => (value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
const digitsOnly = (text: string | undefined) => Number((text ?? '').replace(/\D/g, '')) || 0;

const AMOUNTS = ['originalPrice', 'salePrice', 'originalRentalPrice', 'rentalPrice', 'membershipRentalPrice', 'depositPrice'] as const;

const EMPTY: Omit<ProductInput, 'categoryId'> = {
  name: '',
  description: '',
  type: 'PRODUCT_TYPE_RENTABLE',
  originalPrice: 0,
  salePrice: 0,
  originalRentalPrice: 0,
  rentalPrice: 0,
  membershipRentalPrice: 0,
  depositPrice: 0,
  stock: 1,
  attributes: { size: '', colour: '', style: '', occasion: '', material: '' },
};

function editable(product: AdminProduct): ProductInput {
  const { id: _id, link: _link, published: _published, images: _images, createdAt: _c, updatedAt: _u, ...fields } = product;
  return fields;
}

function Amount({ name, label, required = false }: { name: keyof ProductInput; label: string; required?: boolean }) {
  return (
    <Form.Item label={label} name={name} rules={required ? [{ required: true, message: t.required(label) }] : []}>
      <InputNumber<number> min={0} max={PRODUCT_PRICE_MAX} step={10_000} formatter={groupDigits} parser={digitsOnly} style={{ width: '100%' }} inputMode="numeric" />
    </Form.Item>
  );
}

function Fields({ options }: { options: CatalogOptions }) {
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
        <Form.Item label={t.stock} name="stock" rules={[{ required: true, message: t.required(t.stock) }]}>
          <InputNumber<number> min={0} max={PRODUCT_STOCK_MAX} precision={0} style={{ width: '100%' }} inputMode="numeric" />
        </Form.Item>
      </div>
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

/** Whether shoppers see it, what is still missing, and the button that changes it (saving the form with it). */
function Publishing({ product, onPublish }: { product: AdminProduct; onPublish: (published: boolean) => void }) {
  const { modal } = App.useApp();
  const values = Form.useWatch([]) as ProductInput | undefined;
  const problems = values ? publishProblems({ ...editable(product), ...values }, product.images.length) : [];
  return (
    <Card size="small" title={t.publishing} style={s.section}>
      <p>
        <Tag color={product.published ? TAG_TONES.success : 'default'}>{product.published ? ta.products.published : ta.products.draft}</Tag>
        {product.published ? t.isPublished : t.isDraft}
      </p>
      {!product.published && problems.length > 0 ? (
        <ul style={s.problems} aria-label={t.publish}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {!product.published && problems.length === 0 ? <p style={s.muted}>{t.ready}</p> : null}
      <div style={s.actions}>
        {product.published ? (
          <>
            <Link to={`/product/${product.link}`} target="_blank" rel="noopener">
              {t.view}
            </Link>
            <Button
              danger
              onClick={() =>
                modal.confirm({ title: t.unpublishTitle, content: t.unpublishText, okText: t.unpublish, cancelText: ta.order.cancel, onOk: () => onPublish(false) })
              }
            >
              {t.unpublish}
            </Button>
          </>
        ) : (
          <Button type="primary" disabled={problems.length > 0} onClick={() => onPublish(true)}>
            {t.publish}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** `/admin/products/new` and `/admin/products/{id}`: the product form, its photos and whether shoppers see it. */
export function ProductEditor({ productId }: { productId: number | null }) {
  const { report } = useFeedback();
  const [form] = Form.useForm<ProductInput>();
  const options = useCatalogOptionsQuery();
  const product = useProductQuery(productId ?? 0, { skip: productId === null });
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();

  const save = (entered: ProductInput, published: boolean) => {
    // A cleared optional price means "none".
    const values = { ...entered, ...Object.fromEntries(AMOUNTS.map((name) => [name, entered[name] ?? 0])) };
    if (!product.data) {
      void report(
        create(values)
          .unwrap()
          .then((created) => navigate(`/admin/products/${created.id}`, { replace: true })),
      );
      return;
    }
    void report(update({ id: product.data.id, body: { ...values, published } }).unwrap());
  };

  const loadError = options.error ?? product.error;
  if (loadError) return <Result status="error" title={adminErrorMessage(loadError)} extra={<Button onClick={() => void navigate('/admin/products')}>{t.back}</Button>} />;
  if (!options.data || (productId !== null && !product.data)) return <Skeleton active />;
  const initial: ProductInput = product.data ? editable(product.data) : { ...EMPTY, categoryId: options.data.categories[0]!.id };
  return (
    <>
      <Link to="/admin/products">← {t.back}</Link>
      <h1 style={{ ...s.pageTitle, marginTop: 8 }}>{product.data?.name ?? t.newTitle}</h1>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        key={product.data?.id ?? 'new'}
        onFinish={(values) => save(values, product.data?.published ?? false)}
      >
        {product.data ? (
          <>
            <Publishing product={product.data} onPublish={(published) => void form.validateFields().then((values) => save(values, published))} />
            <Card size="small" title={t.photos} style={s.section}>
              <ProductPhotos product={product.data} />
            </Card>
          </>
        ) : null}
        <Card size="small" style={s.section}>
          <Fields options={options.data} />
          <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
            {product.data ? t.save : t.create}
          </Button>
        </Card>
      </Form>
      {product.data ? null : <p style={s.muted}>{t.saveFirst}</p>}
    </>
  );
}
