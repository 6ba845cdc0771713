import { Alert, Button, Modal, Radio, Skeleton } from 'antd';
import { Themed } from '../../../shared/theme/Themed';
import { Link, navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { formatDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { useSandboxMethods } from '../../payment/public';
import { EXTENSION_METHODS, extendRental, fetchExtensionOffer, type ExtensionMethod } from '../extension-api';
import { SandboxTag } from './StatusTag';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { ExtensionOffer, OrderItem } from '../../../../core/contracts/order';

// Inline: only this dialog uses them, and the shop's one stylesheet is on every page.
const fieldset = { minWidth: 0, margin: 0, padding: 0, border: 0 } as const;
const legend = { marginBottom: 8, fontSize: 14, fontWeight: 600 } as const;
const dayGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: '8px 4px', width: '100%' } as const;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offer: ExtensionOffer };

/** The offer's days and methods, and paying: a gateway page, or the extension order's page (VietQR, or done). */
function ExtensionForm({ orderId, offer, onDone }: { orderId: number; offer: ExtensionOffer; onDone(): void }) {
  const t = orderStrings.extend;
  const sandboxed = useSandboxMethods();
  const [days, setDays] = useState(offer.options.length > 1 ? 2 : 1);
  const [method, setMethod] = useState<ExtensionMethod>('bank_transfer');
  const [sending, setSending] = useState(false);
  const chosen = offer.options.find((option) => option.days === days) ?? offer.options[0];

  if (offer.refusal || !chosen) {
    return (
      <>
        <Alert type="warning" showIcon title={offer.refusal} role="alert" />
        {offer.pendingOrder ? (
          <p style={{ marginTop: 12 }}>
            <Link to={`/account/order-history/${offer.pendingOrder.id}`}>{t.pending(offer.pendingOrder.code)}</Link>
          </p>
        ) : null}
      </>
    );
  }

  const walletShort = offer.walletBalance < chosen.price;
  const submit = async () => {
    setSending(true);
    try {
      const placed = await extendRental(orderId, offer.itemId, chosen.days, method);
      // Not ../redirect: sharing it with this dialog's chunk would pull it out of the saga into a module of its own.
      if (placed.payment?.action.kind === 'redirect') window.location.assign(placed.payment.action.url);
      else void navigate(`/account/order-history/${placed.order.id}`);
      onDone();
    } catch {
      // The fetch helper has shown the server's message (409: someone else took those days meanwhile).
      setSending(false);
    }
  };

  return (
    <div className={styles.stack} style={{ gap: 12 }}>
      <fieldset style={fieldset}>
        <legend style={legend}>{t.daysLabel}</legend>
        <Radio.Group value={chosen.days} onChange={(event) => setDays(Number(event.target.value))} style={dayGrid}>
          {offer.options.map((option) => (
            <Radio key={option.days} value={option.days} style={{ whiteSpace: 'nowrap' }}>
              {t.days(option.days)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <dl className={styles.facts} aria-live="polite" data-testid="extension-summary">
        <div>
          <dt>{t.newDueBack}</dt>
          <dd>
            <strong>{formatDate(chosen.dueBack)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>
            <strong>{chosen.price > 0 ? formatVnd(chosen.price) : t.free}</strong>
          </dd>
        </div>
      </dl>
      <p className={styles.muted} style={{ margin: 0 }}>
        {t.rule}
      </p>
      {chosen.price > 0 ? (
        <fieldset style={fieldset}>
          <legend style={legend}>{t.methodLabel}</legend>
          <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as ExtensionMethod)}>
            <div className={styles.methodList}>
              {EXTENSION_METHODS.map((value) => (
                <Radio key={value} value={value} disabled={value === 'wallet' && walletShort}>
                  <span className={styles.tagRow}>
                    {value === 'wallet' ? t.walletBalance(formatVnd(offer.walletBalance)) : vi.payment.methods[value]}
                    {value === 'wallet' && walletShort ? <span className={styles.muted}>{t.walletShort}</span> : null}
                    {sandboxed.has(value) ? <SandboxTag /> : null}
                  </span>
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </fieldset>
      ) : null}
      <Button type="primary" size="large" block loading={sending} disabled={method === 'wallet' && walletShort} onClick={() => void submit()}>
        {t.pay(chosen.price > 0 ? formatVnd(chosen.price) : t.free)}
      </Button>
    </div>
  );
}

export interface ExtendDialogProps {
  orderId: number;
  item: OrderItem;
  open: boolean;
  onClose: () => void;
}

/** "Gia hạn thuê": the free days after the rental, priced by the shared rule, paid like an order. */
export default function ExtendDialog({ orderId, item, open, onClose }: ExtendDialogProps) {
  const t = orderStrings.extend;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchExtensionOffer(orderId, item.id)
      .then((offer) => live && setLoad({ state: 'ready', offer }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [open, orderId, item.id]);

  return (
    <Themed>
      <Modal open={open} title={t.title} footer={null} onCancel={onClose} width={416} destroyOnHidden>
        <p style={{ marginTop: 0 }}>
          <strong>{item.productName}</strong>
          {item.rental ? (
            <>
              <br />
              <span className={styles.muted}>
                {t.current}: {formatDate(item.rental.dueBack)}
              </span>
            </>
          ) : null}
        </p>
        {load.state === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} title={false} aria-label={t.loading} /> : null}
        {load.state === 'failed' ? <Alert type="error" showIcon title={t.loadError} /> : null}
        {load.state === 'ready' ? <ExtensionForm orderId={orderId} offer={load.offer} onDone={onClose} /> : null}
      </Modal>
    </Themed>
  );
}
