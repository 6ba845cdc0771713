import { Modal } from 'antd';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { Themed } from '../../../shared/theme/Themed';
import { GatewayMethodList } from '../../payment/components/GatewayMethodList';
import * as styles from './Membership.module.css';
import type { MembershipPackage } from '../../../../core/contracts/membership';
import type { OnlineMethod } from '../../../../core/contracts/payment';

export interface GatewayDialogProps {
  /** The package being paid for; none: the dialog is closed. */
  pkg: MembershipPackage | null;
  gateway: OnlineMethod | null;
  onGateway: (method: OnlineMethod) => void;
  sandboxed: ReadonlySet<string>;
  redirecting: boolean;
  onStart: () => void;
  onCancel: () => void;
}

/** Paying for a package through a gateway: the method, then on to the gateway (loaded when first wanted). */
export default function GatewayDialog({ pkg, gateway, onGateway, sandboxed, redirecting, onStart, onCancel }: GatewayDialogProps) {
  return (
    <Themed>
      <Modal
        open={pkg !== null}
        title={pkg ? vi.payment.gatewayTitle(pkg.name) : ''}
        okText={vi.payment.continue}
        cancelText={vi.accounts.address.cancel}
        okButtonProps={{ disabled: !gateway, loading: redirecting }}
        onOk={onStart}
        onCancel={onCancel}
        destroyOnHidden
      >
        {pkg ? <p className={styles.intro}>{formatVnd(pkg.price)}</p> : null}
        <GatewayMethodList value={gateway} onChange={onGateway} sandboxed={sandboxed} name="membership-method" />
      </Modal>
    </Themed>
  );
}
