import { App, Button, Card, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { AdminCategory, CategoryInput } from '../../../../core/contracts/admin-catalog';
import { useAddCategoryMutation, useCategoriesQuery, useOrderCategoriesMutation, useRemoveCategoryMutation, useSaveCategoryMutation } from '../api';
import { ta } from '../strings';
import { useFeedback } from './feedback';
import { ListState } from './ListParts';
import { s } from './styles';

const t = ta.categories;
const TOP = 0;

/** Name and parent, as the add form and the edit dialog ask them (parent 0 = the top level). */
function CategoryFields({ parents }: { parents: readonly AdminCategory[] }) {
  return (
    <>
      <Form.Item label={t.name} name="name" rules={[{ required: true, whitespace: true, message: t.name }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item label={t.parent} name="parentId">
        <Select<number> aria-label={t.parent} options={[{ value: TOP, label: t.topLevel }, ...parents.map((parent) => ({ value: parent.id, label: parent.name }))]} />
      </Form.Item>
    </>
  );
}

const toInput = (values: { name: string; parentId: number }): CategoryInput => ({ name: values.name, parentId: values.parentId === TOP ? null : values.parentId });

function CategoryRow({ category, siblings, parents, child }: { category: AdminCategory; siblings: readonly AdminCategory[]; parents: readonly AdminCategory[]; child: boolean }) {
  const { modal } = App.useApp();
  const { report } = useFeedback();
  const [save, saving] = useSaveCategoryMutation();
  const [order] = useOrderCategoriesMutation();
  const [remove] = useRemoveCategoryMutation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ name: string; parentId: number }>();
  const index = siblings.findIndex((sibling) => sibling.id === category.id);
  const move = (to: number) => {
    const ids = siblings.map((sibling) => sibling.id);
    ids.splice(index, 1);
    ids.splice(to, 0, category.id);
    void report(order({ parentId: category.parentId, ids }).unwrap());
  };
  return (
    <li style={{ ...s.rowItem, ...s.row, alignItems: 'center', paddingLeft: child ? 20 : 0 }}>
      <span style={{ minWidth: 0 }}>
        <strong style={child ? { fontWeight: 400 } : undefined}>{category.name}</strong>
        <span style={{ ...s.muted, display: 'block' }}>
          /{category.link} · {t.products(category.productCount)}
        </span>
      </span>
      <span style={{ display: 'flex', gap: 4 }}>
        <Button size="small" aria-label={t.moveUp(category.name)} disabled={index === 0} onClick={() => move(index - 1)}>
          ↑
        </Button>
        <Button size="small" aria-label={t.moveDown(category.name)} disabled={index === siblings.length - 1} onClick={() => move(index + 1)}>
          ↓
        </Button>
        <Button size="small" aria-label={t.edit(category.name)} onClick={() => setEditing(true)}>
          ✎
        </Button>
        <Button
          size="small"
          danger
          aria-label={t.remove(category.name)}
          onClick={() => modal.confirm({ title: t.removeTitle(category.name), content: t.removeText, okText: t.removeOk, okButtonProps: { danger: true }, cancelText: t.cancel, onOk: () => report(remove(category.id).unwrap()) })}
        >
          ✕
        </Button>
      </span>
      <Modal
        open={editing}
        title={t.editTitle}
        okText={t.save}
        cancelText={t.cancel}
        confirmLoading={saving.isLoading}
        onCancel={() => setEditing(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: category.name, parentId: category.parentId ?? TOP }}
          onFinish={(values) => void report(save({ id: category.id, body: toInput(values) }).unwrap().then(() => setEditing(false)))}
        >
          <CategoryFields parents={parents.filter((parent) => parent.id !== category.id)} />
        </Form>
      </Modal>
    </li>
  );
}

/** The menu's two levels: add, rename, move, order and remove categories (owner and staff). */
export function CategoriesPage() {
  const { data, error, isLoading, refetch } = useCategoriesQuery();
  const { report } = useFeedback();
  const [add, adding] = useAddCategoryMutation();
  const [form] = Form.useForm<{ name: string; parentId: number }>();
  if (!data) return <ListState loading={isLoading} error={error} retry={() => void refetch()} />;
  const tops = data.items.filter((item) => item.parentId === null);
  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <p style={s.muted}>{t.intro}</p>
      <Card size="small" style={s.section}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: '', parentId: TOP }}
          onFinish={(values) => void report(add(toInput(values)).unwrap().then(() => form.resetFields()))}
        >
          <div style={s.formGrid}>
            <CategoryFields parents={tops} />
          </div>
          <Button type="primary" htmlType="submit" loading={adding.isLoading}>
            {t.add}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        {tops.length === 0 ? <p style={s.muted}>{t.empty}</p> : null}
        <ol style={s.rows}>
          {tops.map((top) => {
            const children = data.items.filter((item) => item.parentId === top.id);
            return [
              <CategoryRow key={top.id} category={top} siblings={tops} parents={tops} child={false} />,
              ...children.map((category) => <CategoryRow key={category.id} category={category} siblings={children} parents={tops} child />),
            ];
          })}
        </ol>
      </Card>
    </>
  );
}
