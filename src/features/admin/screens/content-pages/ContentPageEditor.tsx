import { Card, Form, Input, InputNumber, Result, Skeleton } from 'antd';
import { Link } from 'gatsby';
import type { ContentPageInput } from '../../../../../core/contracts/admin-catalog';
import { adminErrorMessage } from '../../api';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useContentPageQuery, useSaveContentPageMutation } from './api';
import { text as t } from './strings';

/**
 * One page: title, summary, order and the body as HTML. The server keeps only the allowed markup; the preview shows
 * what it kept (the page as shoppers read it).
 */
export function ContentPageEditor({ pageId }: { pageId: number }) {
  const { data, error } = useContentPageQuery(pageId);
  const [save, saving] = useSaveContentPageMutation();
  if (error) return <Result status="error" title={adminErrorMessage(error)} extra={<Link to="/admin/pages">{t.back}</Link>} />;
  if (!data) return <Skeleton active />;
  const initial: ContentPageInput = { title: data.title, summary: data.summary, bodyHtml: data.bodyHtml, position: data.position };
  return (
    <>
      <Link to="/admin/pages">← {t.back}</Link>
      <h1 style={{ ...s.pageTitle, marginTop: 8 }}>{data.title}</h1>
      <p style={s.muted}>
        {t.groups[data.group]} ·{' '}
        <a href={data.path} target="_blank" rel="noreferrer">
          {t.view}
        </a>
      </p>
      <Card size="small" style={s.section}>
        <FormShell<ContentPageInput> key={data.updatedAt} initialValues={initial} busy={saving.isLoading} reachesShoppers submit={t.save} onSubmit={(values) => save({ id: pageId, body: values }).unwrap()}>
          <Form.Item label={t.pageTitle} name="title" rules={[{ required: true, whitespace: true, message: t.pageTitle }]}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item label={t.summary} name="summary">
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
          <Form.Item label={t.position} name="position">
            <InputNumber<number> min={0} max={1000} precision={0} />
          </Form.Item>
          <Form.Item label={t.body} name="bodyHtml" extra={t.bodyHint} rules={[{ required: true, whitespace: true, message: t.body }]}>
            <Input.TextArea rows={14} spellCheck={false} />
          </Form.Item>
        </FormShell>
      </Card>
      <Card size="small" title={t.preview}>
        {/* Links underlined as on the shop's page; a <style> here keeps the rule out of the shoppers' stylesheet. */}
        <style>{'.admin-page-preview a { text-decoration: underline; }'}</style>
        {/* The server's sanitized copy: only allow-listed tags and http(s) or relative links remain. */}
        <div className="admin-page-preview" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
      </Card>
    </>
  );
}
