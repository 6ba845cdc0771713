import { Card, Form } from 'antd';
import { FormShell } from '../../kit/FormShell';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useAddCategoryMutation, useCategoriesQuery } from './api';
import { CategoryFields, toInput, toValues, type CategoryValues } from './CategoryFields';
import { CategoryRow } from './CategoryRow';
import { text as t } from './strings';

/** The menu's two levels: add, rename, move, order and remove categories (owner and staff). */
export function CategoriesPage() {
  const query = useCategoriesQuery();
  const [add, adding] = useAddCategoryMutation();
  const [form] = Form.useForm<CategoryValues>();
  return (
    <ListScreen query={query} title={t.title} head={<p style={s.muted}>{t.intro}</p>}>
      {({ items }) => {
        const tops = items.filter((item) => item.parentId === null);
        return (
          <>
            <Card size="small" style={s.section}>
              <FormShell<CategoryValues> form={form} initialValues={toValues(null)} busy={adding.isLoading} submit={t.add} onSubmit={(values) => add(toInput(values)).unwrap().then(() => form.resetFields())}>
                <div style={s.formGrid}>
                  <CategoryFields parents={tops} />
                </div>
              </FormShell>
            </Card>
            <Card size="small">
              {tops.length === 0 ? <p style={s.muted}>{t.empty}</p> : null}
              <ol style={s.rows}>
                {tops.map((top) => {
                  const children = items.filter((item) => item.parentId === top.id);
                  return [
                    <CategoryRow key={top.id} category={top} siblings={tops} parents={tops} child={false} />,
                    ...children.map((category) => <CategoryRow key={category.id} category={category} siblings={children} parents={tops} child />),
                  ];
                })}
              </ol>
            </Card>
          </>
        );
      }}
    </ListScreen>
  );
}
