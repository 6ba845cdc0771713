import { Form, Input, Select } from 'antd';
import type { AdminCategory, CategoryInput } from '../../../../../core/contracts/admin-catalog';
import { text as t } from './strings';

/** The parent of a top-level category in the form (the contract's null). */
const TOP = 0;

export type CategoryValues = { name: string; parentId: number };

export const toInput = (values: CategoryValues): CategoryInput => ({ name: values.name, parentId: values.parentId === TOP ? null : values.parentId });
export const toValues = (category: { name: string; parentId: number | null } | null): CategoryValues => ({ name: category?.name ?? '', parentId: category?.parentId ?? TOP });

/** Name and parent, as the add form and the edit dialog ask them. */
export function CategoryFields({ parents }: { parents: readonly AdminCategory[] }) {
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
