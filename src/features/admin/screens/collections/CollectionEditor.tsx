import { Button, Card, Form, Input, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminCollection } from '../../../../../core/contracts/admin-catalog';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useSaveCollectionMutation } from './api';
import { text as t } from './strings';
import { useProductSearch } from './useProductSearch';

/** One collection: its name, description and products in order; products are found by the shop's search. */
export function CollectionEditor({ collection }: { collection: AdminCollection }) {
  const [save, saving] = useSaveCollectionMutation();
  const [items, setItems] = useState(collection.products);
  const [text, setText] = useState('');
  const found = useProductSearch(text).filter((product) => !items.some((item) => item.productId === product.productId));
  useEffect(() => setItems(collection.products), [collection.products]);

  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setItems(next);
  };
  return (
    <Card size="small" style={s.section}>
      <FormShell<{ title: string; description: string }>
        initialValues={{ title: collection.title, description: collection.description }}
        busy={saving.isLoading}
        reachesShoppers
        submit={t.save}
        onSubmit={(values) => save({ id: collection.id, body: { ...values, productIds: items.map((item) => item.productId) } }).unwrap()}
      >
        <Form.Item label={t.name} name="title" rules={[{ required: true, whitespace: true, message: t.name }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t.description} name="description">
          <Input maxLength={300} />
        </Form.Item>
        <p style={s.muted}>{t.products(items.length)}</p>
        {items.length === 0 ? <p style={s.muted}>{t.empty}</p> : null}
        <ol style={s.rows}>
          {items.map((item, i) => (
            <li key={item.productId} style={{ ...s.rowItem, ...s.productRow, gridTemplateColumns: '48px minmax(0, 1fr) auto' }}>
              {item.imageKey ? <img src={`/images/64x64/${item.imageKey}`} alt="" width={48} height={48} style={{ ...s.thumb, width: 48, height: 48 }} /> : <span />}
              <span style={{ minWidth: 0 }}>
                <span style={s.clamp}>{item.name}</span>
                {item.published ? null : <Tag>{t.hidden}</Tag>}
              </span>
              <span style={{ display: 'flex', gap: 4 }}>
                <Button size="small" aria-label={t.moveUp(item.name)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  ↑
                </Button>
                <Button size="small" aria-label={t.moveDown(item.name)} disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
                  ↓
                </Button>
                <Button size="small" danger aria-label={t.remove(item.name)} onClick={() => setItems(items.filter((other) => other.productId !== item.productId))}>
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <Form.Item label={t.add}>
          <Select<number>
            aria-label={t.add}
            showSearch={{ filterOption: false, onSearch: setText }}
            value={null}
            placeholder={t.addPlaceholder}
            options={found.map((product) => ({ value: product.productId, label: product.name }))}
            onChange={(productId) => {
              const product = found.find((candidate) => candidate.productId === productId);
              if (product) setItems([...items, product]);
              setText('');
            }}
          />
        </Form.Item>
      </FormShell>
    </Card>
  );
}
