import { DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Popconfirm, Tag } from 'antd';
import { PendingSkeleton } from '../../../shared/layout/Pending';
import { useEffect, useRef, useState } from 'react';
import { displayPhone } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { createAddress, deleteAddress, fetchAddresses, resetAddressMutation, selectAddress, updateAddress } from '../slice';
import { AddressForm } from './AddressForm';
import * as styles from './Address.module.css';
import type { Address, AddressInput } from '../../../../core/contracts/address';

const toInput = (address: Address): AddressInput & { id: number } => ({
  id: address.id,
  type: address.type,
  receiverName: address.receiverName,
  receiverPhone: address.receiverPhone,
  street: address.street,
  scheme: address.scheme,
  cityId: address.cityId,
  districtId: address.districtId,
  wardId: address.wardId,
  isDefault: address.isDefault,
});

/** `/account/address`: the address book with add/edit (drawer), delete (confirm) and set-default. */
export function AddressBook() {
  const t = vi.accounts.address;
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const { addresses, loaded, loading, mutation, error } = useAppSelector(selectAddress);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const lastOp = useRef<'save' | 'delete'>('save');

  useEffect(() => {
    dispatch(fetchAddresses());
  }, [dispatch]);

  useEffect(() => {
    if (mutation !== 'saved') return;
    setEditing(null);
    dispatch(resetAddressMutation());
    void message.success(lastOp.current === 'delete' ? t.deleted : t.saved);
  }, [mutation, dispatch, message, t.deleted, t.saved]);

  const submit = (input: AddressInput) => {
    if (typeof input.id === 'number') dispatch(updateAddress({ ...input, id: input.id }));
    else dispatch(createAddress(input));
    lastOp.current = 'save';
  };

  const header = (
    <Button type="primary" size="large" block icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
      {t.add}
    </Button>
  );

  let body;
  if (!loaded && loading) body = <PendingSkeleton active paragraph={{ rows: 5 }} />;
  else if (!loaded && error) {
    body = (
      <div className={styles.empty} role="alert">
        <p>{t.loadError}</p>
        <Button onClick={() => dispatch(fetchAddresses())}>{vi.common.retry}</Button>
      </div>
    );
  } else if (addresses.length === 0) {
    body = (
      <div className={styles.empty}>
        <EnvironmentOutlined aria-hidden style={{ fontSize: 30, color: '#b0264f' }} />
        <p>{t.empty}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t.listLabel}>
        {addresses.map((address) => (
          <li key={address.id} className={[styles.item, address.isDefault ? styles.itemDefault : ''].join(' ')}>
            <div className={styles.head}>
              <span className={styles.name}>{address.receiverName}</span>
              <span className={styles.phone}>{displayPhone(address.receiverPhone)}</span>
              <Tag color={address.type === 'ADDRESS_TYPE_HOME' ? 'magenta' : 'geekblue'}>{t.types[address.type]}</Tag>
              {address.isDefault ? <Tag color="#b0264f">{t.defaultTag}</Tag> : null}
            </div>
            <p className={styles.address}>{address.fullAddress}</p>
            {address.scheme === 'legacy' && address.newWard ? <p className={styles.merged}>{t.afterMerge(address.newWard.name)}</p> : null}
            <div className={styles.actions} role="group" aria-label={t.actionsFor(address.receiverName)}>
              <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(address)}>
                {t.editAction}
              </Button>
              {!address.isDefault ? (
                <Button size="small" icon={<StarOutlined aria-hidden />} onClick={() => {
                    lastOp.current = 'save';
                    dispatch(updateAddress({ ...toInput(address), isDefault: true }));
                  }}>
                  {t.setDefault}
                </Button>
              ) : null}
              <Popconfirm
                title={t.deleteConfirm}
                okText={t.deleteOk}
                cancelText={t.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => {
                  lastOp.current = 'delete';
                  dispatch(deleteAddress(address.id));
                }}
              >
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
                  {t.delete}
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      {header}
      {body}
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.add : t.edit}
        placement="bottom"
        size="90%"
        destroyOnHidden
        styles={{ body: { paddingBottom: 32 } }}
      >
        {editing !== null ? (
          <AddressForm initial={editing === 'new' ? null : editing} saving={mutation === 'saving'} onSubmit={submit} />
        ) : null}
      </Drawer>
    </div>
  );
}

export default AddressBook;
