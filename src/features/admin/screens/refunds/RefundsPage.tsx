import { Button, Card, Popconfirm, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { formatTimeDate, formatVnd } from '../../../../../core/format';
import type { AdminRefund, AdminWithdrawal, RefundBoard, RefundBoardView } from '../../../../../core/contracts/refund';
import { useFeedback } from '../../kit/feedback';
import { ListScreen } from '../../kit/ListScreen';
import { s } from '../../kit/styles';
import { useRefundBoardQuery, useBoardRefundPaidMutation, useBoardRefundToWalletMutation, useWithdrawalPaidMutation, useWithdrawalRejectMutation } from './api';
import { SettleDialog, type Settling } from './SettleDialog';
import { text as t } from './strings';

const STATUS_COLORS: Record<string, string> = { pending: 'processing', requested: 'processing', failed: 'error', rejected: 'error', paid: 'success' };

/**
 * "Hoàn tiền": what the shop owes back — refunds to a bank account or through a gateway, and shoppers' withdrawals —
 * oldest first; each is paid with the transfer's reference, a refund may go to the wallet instead, a withdrawal may
 * be rejected (its money back in the wallet). "Đã xử lý" lists the latest settled.
 */
export function RefundsPage() {
  const [view, setView] = useState<RefundBoardView>('pending');
  const query = useRefundBoardQuery(view);
  const { report } = useFeedback();
  const [refundPaid] = useBoardRefundPaidMutation();
  const [toWallet] = useBoardRefundToWalletMutation();
  const [withdrawalPaid] = useWithdrawalPaidMutation();
  const [reject] = useWithdrawalRejectMutation();
  const [settling, setSettling] = useState<Settling | null>(null);
  const pending = view === 'pending';

  const payRefund = (row: AdminRefund) =>
    setSettling({
      kind: 'paid',
      title: t.paidTitle,
      intro: t.paidIntro(formatVnd(row.amount), destinationText(row)),
      submit: (reference) => refundPaid({ id: row.id, reference }).unwrap(),
    });
  const payWithdrawal = (row: AdminWithdrawal) =>
    setSettling({
      kind: 'paid',
      title: t.paidTitle,
      intro: t.paidIntro(formatVnd(row.amount), t.account(row.bankName, row.accountNumber, row.accountHolder)),
      submit: (reference) => withdrawalPaid({ id: row.id, reference }).unwrap(),
    });
  const rejectWithdrawal = (row: AdminWithdrawal) =>
    setSettling({ kind: 'reject', title: t.rejectTitle, intro: t.rejectIntro(formatVnd(row.amount)), submit: (reason) => reject({ id: row.id, reason }).unwrap() });

  const head = (
    <div style={s.toolbar}>
      <Segmented<RefundBoardView>
        aria-label={t.viewLabel}
        value={view}
        onChange={setView}
        options={[
          { value: 'pending', label: t.pending },
          { value: 'done', label: t.done },
        ]}
      />
    </div>
  );

  return (
    <ListScreen<RefundBoard> query={query} title={t.title} head={head} keepHead after={<SettleDialog settling={settling} onClose={() => setSettling(null)} />}>
      {(board) => (
        <>
          <h2 style={{ fontSize: 16, margin: '8px 0' }}>{t.withdrawals}</h2>
          {board.withdrawals.length === 0 ? <p style={s.muted}>{t.emptyWithdrawals}</p> : null}
          <div style={s.grid}>
            {board.withdrawals.map((row) => (
              <Card key={row.id} size="small" data-testid="admin-withdrawal">
                <div style={s.row}>
                  <strong>{formatVnd(row.amount)}</strong>
                  <Tag color={STATUS_COLORS[row.status]}>{row.status === 'paid' ? t.statuses.transferred : t.statuses[row.status]}</Tag>
                </div>
                <p style={{ margin: '4px 0' }}>
                  {row.customerName}
                  {row.customerPhone ? ` · ${row.customerPhone}` : ''}
                </p>
                <p style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>{t.account(row.bankName, row.accountNumber, row.accountHolder)}</p>
                <p style={s.muted}>{t.requestedAt(formatTimeDate(row.createdAt))}</p>
                {row.settledAt ? <p style={s.muted}>{t.settled(formatTimeDate(row.settledAt), row.settledBy)}</p> : null}
                {row.reference ? <p style={s.muted}>{t.reference(row.reference)}</p> : null}
                {row.rejectReason ? <p style={s.muted}>{t.rejectReason(row.rejectReason)}</p> : null}
                {pending ? (
                  <div style={s.actions}>
                    <Button type="primary" onClick={() => payWithdrawal(row)}>
                      {t.markPaid}
                    </Button>
                    <Button danger onClick={() => rejectWithdrawal(row)}>
                      {t.reject}
                    </Button>
                  </div>
                ) : null}
              </Card>
            ))}
          </div>

          <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>{t.refunds}</h2>
          {board.refunds.length === 0 ? <p style={s.muted}>{t.emptyRefunds}</p> : null}
          <div style={s.grid}>
            {board.refunds.map((row) => (
              <Card key={row.id} size="small" data-testid="admin-refund">
                <div style={s.row}>
                  <strong>{formatVnd(row.amount)}</strong>
                  <Tag color={STATUS_COLORS[row.status]}>{t.statuses[row.status]}</Tag>
                </div>
                <p style={{ margin: '4px 0' }}>
                  <a href={`/admin/orders/${row.orderId}`}>{t.order(row.orderCode)}</a> · {t.cause[row.cause]}
                  {row.productName ? ` · ${row.productName}` : ''}
                </p>
                <p style={{ margin: '4px 0' }}>
                  {row.customerName}
                  {row.customerPhone ? ` · ${row.customerPhone}` : ''}
                </p>
                <p style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>{destinationText(row)}</p>
                {row.destination === 'bank' && !row.accountNumber && row.status !== 'paid' ? <p style={s.late}>{t.noAccount}</p> : null}
                {row.destination === 'gateway' && row.status === 'pending' ? <p style={s.muted}>{t.gatewayWaiting}</p> : null}
                {row.failureReason && row.status === 'failed' ? <p style={s.late}>{t.failed(row.failureReason)}</p> : null}
                <p style={s.muted}>{t.requestedAt(formatTimeDate(row.createdAt))}</p>
                {row.settledAt ? <p style={s.muted}>{t.settled(formatTimeDate(row.settledAt), row.settledBy)}</p> : null}
                {row.reference ? <p style={s.muted}>{t.reference(row.reference)}</p> : null}
                {pending ? (
                  <div style={s.actions}>
                    <Button type="primary" onClick={() => payRefund(row)}>
                      {t.markPaid}
                    </Button>
                    <Popconfirm title={t.toWalletConfirm} okText={t.toWallet} cancelText={t.cancel} onConfirm={() => report(toWallet(row.id).unwrap())}>
                      <Button>{t.toWallet}</Button>
                    </Popconfirm>
                  </div>
                ) : null}
              </Card>
            ))}
          </div>
        </>
      )}
    </ListScreen>
  );
}

function destinationText(row: AdminRefund): string {
  if (row.destination === 'wallet') return t.toWalletDone;
  if (row.destination === 'gateway') return `${t.toGateway(row.gatewayName)}${row.paymentReference ? ` · ${t.paymentRef(row.paymentReference)}` : ''}`;
  return row.bankName && row.accountNumber && row.accountHolder ? t.account(row.bankName, row.accountNumber, row.accountHolder) : t.toBank;
}
