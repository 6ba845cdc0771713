import { Button, Card, Form, Input, List } from 'antd';
import { useState } from 'react';
import type { AdminCustomer } from '../../../../../core/contracts/admin';
import { displayPhone } from '../../../../../core/format';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { useAddCustomerMutation, useCustomersQuery } from './api';
import { text } from './strings';

const t = text.customer;

const phoneOf = (customer: AdminCustomer) => (customer.phone ? displayPhone(customer.phone) : t.noPhone);

/** Step 1: the customer, found by phone or name (diacritics or not), or added with a name and a phone number. */
export function CustomerStep({ customer, onChoose }: { customer: AdminCustomer | null; onChoose: (customer: AdminCustomer | null) => void }) {
  const [q, setQ] = useState('');
  const found = useCustomersQuery(q, { skip: q === '' });
  const [add, added] = useAddCustomerMutation();
  if (customer) {
    return (
      <Card size="small" title={text.steps.customer} style={s.section}>
        <div style={s.row}>
          <span>
            <strong>{customer.fullName}</strong>
            <br />
            <span style={s.muted}>{phoneOf(customer)}</span>
          </span>
          <Button onClick={() => onChoose(null)}>{t.change}</Button>
        </div>
      </Card>
    );
  }
  return (
    <Card size="small" title={text.steps.customer} style={s.section}>
      <label htmlFor="counter-customer-search" style={s.muted}>
        {t.search}
      </label>
      <Input.Search id="counter-customer-search" allowClear placeholder={t.searchPlaceholder} enterButton onSearch={(value) => setQ(value.trim())} style={{ marginTop: 4 }} />
      {q && found.data ? (
        found.data.items.length === 0 ? (
          <p style={s.muted}>{t.none}</p>
        ) : (
          <List
            size="small"
            dataSource={found.data.items}
            renderItem={(item) => (
              <List.Item actions={[<Button key="choose" type="primary" size="small" onClick={() => onChoose(item)} aria-label={`${t.choose} ${item.fullName}`}>{t.choose}</Button>]}>
                <List.Item.Meta title={item.fullName} description={phoneOf(item)} />
              </List.Item>
            )}
          />
        )
      ) : null}
      <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>{t.addTitle}</h3>
      <FormShell<{ fullName: string; phone: string }>
        busy={added.isLoading}
        feedback="inline"
        error={added.error}
        submit={t.add}
        onSubmit={async (values) => onChoose(await add({ fullName: values.fullName.trim(), phone: values.phone.trim() }).unwrap())}
      >
        <div style={s.formGrid}>
          <Form.Item label={t.fullName} name="fullName" rules={[{ required: true, whitespace: true, message: t.fullNameRequired }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item label={t.phone} name="phone" rules={[{ required: true, whitespace: true, message: t.phoneRequired }]}>
            <Input inputMode="tel" maxLength={20} autoComplete="off" />
          </Form.Item>
        </div>
      </FormShell>
    </Card>
  );
}
