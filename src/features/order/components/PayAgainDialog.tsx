import { Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { Themed } from '../../../shared/theme/Themed';
import { useSandboxMethods } from '../../payment/public';
import { REPAY_METHODS, type RepayMethod } from '../payment-methods';
import { payOrder, resetPay, selectOrder } from '../slice';
import { SandboxTag } from './StatusTag';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { PaymentMethod } from '../../../../core/contracts/payment-vocab';

const asRepay = (method: PaymentMethod | undefined): RepayMethod =>
  (REPAY_METHODS as readonly string[]).includes(method ?? '') ? (method as RepayMethod) : 'bank_transfer';

export interface PayAgainDialogProps {
  orderId: number;
  lastMethod?: PaymentMethod;
  open: boolean;
  onClose: () => void;
}

/** 'Thanh toán lại': choose a method (no cash, no wallet), then POST /v1/order/:id/pay. */
export default function PayAgainDialog({ orderId, lastMethod, open, onClose }: PayAgainDialogProps) {
  const t = orderStrings;
  const dispatch = useAppDispatch();
  const { pay } = useAppSelector(selectOrder);
  const sandboxed = useSandboxMethods();
  const [method, setMethod] = useState<RepayMethod>(asRepay(lastMethod));

  useEffect(() => {
    if (pay === 'done' || pay === 'failed') {
      onClose();
      dispatch(resetPay());
    }
  }, [pay, dispatch, onClose]);

  return (
    <Themed>
      <Modal
        open={open}
        title={t.payAgainTitle}
        okText={t.payAgainOk}
        cancelText={t.close}
        confirmLoading={pay === 'pending'}
        onCancel={onClose}
        onOk={() => dispatch(payOrder({ id: orderId, method }))}
        destroyOnHidden
      >
        <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as RepayMethod)} aria-label={t.payAgainTitle}>
          <div className={styles.methodList}>
            {REPAY_METHODS.map((value) => (
              <Radio key={value} value={value}>
                <span className={styles.tagRow}>
                  {vi.payment.methods[value]}
                  {sandboxed.has(value) ? <SandboxTag /> : null}
                </span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </Modal>
    </Themed>
  );
}
