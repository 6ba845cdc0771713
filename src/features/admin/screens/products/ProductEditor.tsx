import { Button, Card, Form, Result, Skeleton } from 'antd';
import { Link, navigate } from 'gatsby';
import type { ProductInput } from '../../../../../core/contracts/admin-catalog';
import { adminErrorMessage, useCatalogOptionsQuery } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { FormShell, SubmitButton } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useCreateProductMutation, useProductQuery, useUpdateProductMutation } from './api';
import { AMOUNTS, EMPTY, editable } from './product-values';
import { ProductFields } from './ProductFields';
import { ProductPhotos } from './ProductPhotos';
import { Publishing } from './Publishing';
import { text } from './strings';

const t = text.product;

/** `/admin/products/new` and `/admin/products/{id}`: the product form, its photos and whether shoppers see it. */
export function ProductEditor({ productId }: { productId: number | null }) {
  // Publishing or withdrawing changes shoppers' pages: the notice says when they will show it.
  const { report } = useFeedback({ reachesShoppers: true });
  const [form] = Form.useForm<ProductInput>();
  const options = useCatalogOptionsQuery();
  const product = useProductQuery(productId ?? 0, { skip: productId === null });
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();

  const save = (entered: ProductInput, published: boolean): Promise<unknown> => {
    // A cleared optional price means "none".
    const sizes = (entered.sizes ?? []).map((size) => ({ ...(size.id ? { id: Number(size.id) } : {}), name: size.name.trim(), units: size.units ?? 0 }));
    const stock = sizes.reduce((sum, size) => sum + size.units, 0);
    const values = { ...entered, sizes, stock, ...Object.fromEntries(AMOUNTS.map((name) => [name, entered[name] ?? 0])) };
    if (!product.data) {
      return create(values)
        .unwrap()
        .then((created) => navigate(`/admin/products/${created.id}`, { replace: true }));
    }
    return update({ id: product.data.id, body: { ...values, published } }).unwrap();
  };

  const loadError = options.error ?? product.error;
  if (loadError) return <Result status="error" title={adminErrorMessage(loadError)} extra={<Button onClick={() => void navigate('/admin/products')}>{t.back}</Button>} />;
  if (!options.data || (productId !== null && !product.data)) return <Skeleton active />;
  const initial: ProductInput = product.data ? editable(product.data) : { ...EMPTY, categoryId: options.data.categories[0]!.id };
  return (
    <>
      <Link to="/admin/products">← {t.back}</Link>
      <h1 style={{ ...s.pageTitle, marginTop: 8 }}>{product.data?.name ?? t.newTitle}</h1>
      <FormShell<ProductInput>
        form={form}
        initialValues={initial}
        key={product.data?.id ?? 'new'}
        busy={creating.isLoading || updating.isLoading}
        reachesShoppers={product.data?.published ?? false}
        onSubmit={(values) => save(values, product.data?.published ?? false)}
      >
        {product.data ? (
          <>
            <Publishing product={product.data} onPublish={(published) => void form.validateFields().then((values) => report(save(values, published)))} />
            <Card size="small" title={t.photos} style={s.section}>
              <ProductPhotos product={product.data} />
            </Card>
          </>
        ) : null}
        <Card size="small" style={s.section}>
          <ProductFields options={options.data} />
          <SubmitButton>{product.data ? t.save : t.create}</SubmitButton>
        </Card>
      </FormShell>
      {product.data ? null : <p style={s.muted}>{t.saveFirst}</p>}
    </>
  );
}
