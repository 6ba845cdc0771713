import { App, Button } from 'antd';
import { useState } from 'react';
import type { AdminCategory } from '../../../../../core/contracts/admin-catalog';
import { useFeedback } from '../../kit/feedback';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useOrderCategoriesMutation, useRemoveCategoryMutation, useSaveCategoryMutation } from './api';
import { CategoryFields, toInput, toValues, type CategoryValues } from './CategoryFields';
import { text as t } from './strings';

/** One category of the menu: move it among its siblings, rename or re-parent it, remove it. */
export function CategoryRow({ category, siblings, parents, child }: { category: AdminCategory; siblings: readonly AdminCategory[]; parents: readonly AdminCategory[]; child: boolean }) {
  const { modal } = App.useApp();
  const { report } = useFeedback();
  const [save, saving] = useSaveCategoryMutation();
  const [order] = useOrderCategoriesMutation();
  const [remove] = useRemoveCategoryMutation();
  const [editing, setEditing] = useState(false);
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
      <FormShell<CategoryValues>
        dialog={{ title: t.editTitle, cancelText: t.cancel, open: editing, onClose: () => setEditing(false) }}
        submit={t.save}
        busy={saving.isLoading}
        initialValues={toValues(category)}
        onSubmit={(values) => save({ id: category.id, body: toInput(values) }).unwrap().then(() => setEditing(false))}
      >
        <CategoryFields parents={parents.filter((parent) => parent.id !== category.id)} />
      </FormShell>
    </li>
  );
}
