import { Alert, Button, Card } from 'antd';
import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import type { AdminCustomer } from '../../../../../core/contracts/admin';
import type { CounterOrderPlaced, CounterOrderRequest, CounterQuote } from '../../../../../core/contracts/counter';
import { newIdempotencyKey } from '../../../../shared/api/http';
import { adminErrorMessage } from '../../api';
import { s } from '../../kit/styles';
import { useCounterQuoteMutation, usePlaceCounterOrderMutation } from './api';
import { CustomerStep } from './CustomerStep';
import { LinePicker } from './LinePicker';
import { toCounterLine, type DraftLine } from './lines';
import { PaymentStep, type PaymentValues } from './PaymentStep';
import { QuoteView } from './QuoteView';
import { text } from './strings';

/**
 * `/admin/counter`: an order for a walk-in or a caller, in three steps on one page (a phone's width first): the
 * customer, the lines with a live quote by the shopper's own rules, then the money and the hand-over.
 */
export function CounterPage() {
  const [customer, setCustomer] = useState<AdminCustomer | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [delivery, setDelivery] = useState<'pickup' | 'delivery'>('pickup');
  const [quote, setQuote] = useState<CounterQuote | null>(null);
  const [placed, setPlaced] = useState<CounterOrderPlaced | null>(null);
  const [askQuote, quoting] = useCounterQuoteMutation();
  const [place, placing] = usePlaceCounterOrderMutation();
  // The key of the order being placed: the same order tapped again (its answer lost) is that order, not a second one.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    setQuote(null);
    if (!customer || lines.length === 0) return;
    let current = true;
    askQuote({ customerId: customer.id, lines: lines.map(toCounterLine), deliveryMethod: delivery })
      .unwrap()
      .then((answer) => current && setQuote(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [askQuote, customer, lines, delivery]);

  if (placed) {
    const paid = placed.order.status !== 'not_paid';
    return (
      <>
        <h1 style={s.pageTitle}>{text.title}</h1>
        <Alert type="success" showIcon title={text.done.title(placed.order.code)} description={paid ? text.done.paid : text.done.unpaid} role="status" />
        <div style={s.actions}>
          <Link to={`/admin/orders/${placed.order.id}`} style={s.linkButton}>
            {text.done.open}
          </Link>
          <Button
            onClick={() => {
              setPlaced(null);
              setLines([]);
              setCustomer(null);
              attempt.current = null;
              placing.reset();
            }}
          >
            {text.done.another}
          </Button>
        </div>
      </>
    );
  }

  const problem = quote?.lines.some((line) => line.problem);
  const blocker = !customer ? text.payment.needCustomer : lines.length === 0 ? text.payment.needLines : problem ? text.payment.hasProblem : null;
  const submit = async (values: PaymentValues) => {
    if (!customer || blocker) return;
    const address =
      values.deliveryMethod === 'delivery'
        ? {
            street: values.street ?? '',
            wardName: values.wardName ?? '',
            cityName: values.cityName ?? '',
            ...(values.districtName?.trim() ? { districtName: values.districtName } : {}),
            ...(values.receiverName?.trim() ? { receiverName: values.receiverName } : {}),
            ...(values.receiverPhone?.trim() ? { receiverPhone: values.receiverPhone } : {}),
          }
        : null;
    const body: CounterOrderRequest = {
      customerId: customer.id,
      lines: lines.map(toCounterLine),
      channel: values.channel,
      deliveryMethod: values.deliveryMethod,
      address,
      payment: values.payment,
      ...(values.payment === 'transfer' && values.reference ? { reference: values.reference.trim() } : {}),
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    setPlaced(await place({ body, key: attempt.current.key }).unwrap());
  };

  return (
    <>
      <h1 style={s.pageTitle}>{text.title}</h1>
      <p style={s.muted}>{text.intro}</p>
      <CustomerStep customer={customer} onChoose={setCustomer} />
      <Card size="small" title={text.steps.lines} style={s.section}>
        <LinePicker onAdd={(line) => setLines((list) => [...list, line])} />
        <div style={{ marginTop: 12 }}>
          <QuoteView lines={lines} quote={quote} loading={quoting.isLoading} onRemove={(index) => setLines((list) => list.filter((_, at) => at !== index))} />
          {quoting.isError && lines.length > 0 ? <Alert type="error" showIcon title={adminErrorMessage(quoting.error)} role="alert" /> : null}
        </div>
      </Card>
      <Card size="small" title={text.steps.payment} style={s.section}>
        <PaymentStep
          blocker={blocker}
          busy={placing.isLoading}
          error={placing.error}
          onDeliveryChange={setDelivery}
          onSubmit={submit}
        />
      </Card>
    </>
  );
}
