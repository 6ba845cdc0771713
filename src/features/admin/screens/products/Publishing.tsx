import { App, Button, Card, Form, Tag } from 'antd';
import { Link } from 'gatsby';
import type { AdminProduct, ProductInput } from '../../../../../core/contracts/admin-catalog';
import { publishProblems } from '../../../../../core/rules/product-draft';
import { TAG_TONES } from '../../../../shared/ui/Tag';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { editable } from './product-values';
import { text } from './strings';

const t = text.product;

/** Whether shoppers see it, what is still missing, and the button that changes it (saving the form with it). */
export function Publishing({ product, onPublish }: { product: AdminProduct; onPublish: (published: boolean) => void }) {
  const { modal } = App.useApp();
  const values = Form.useWatch([]) as ProductInput | undefined;
  const problems = values ? publishProblems({ ...editable(product), ...values }, product.images.length) : [];
  return (
    <Card size="small" title={t.publishing} style={s.section}>
      <p>
        <Tag color={product.published ? TAG_TONES.success : 'default'}>{product.published ? text.products.published : text.products.draft}</Tag>
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
                modal.confirm({ title: t.unpublishTitle, content: t.unpublishText, okText: t.unpublish, cancelText: ta.no, onOk: () => onPublish(false) })
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
