import { Skeleton } from 'antd';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Menu.module.css';

/** Placeholder rows while the menu loads. */
export function MenuSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.tree} aria-busy="true" aria-label={vi.common.loading} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.card}>
          <div className={styles.skeletonRow}>
            <Skeleton.Avatar active shape="square" size={44} />
            <Skeleton active title={{ width: '60%' }} paragraph={false} />
          </div>
        </div>
      ))}
    </div>
  );
}

export default MenuSkeleton;
