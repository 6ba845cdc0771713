import type { ReactNode } from 'react';
import * as styles from './Later.module.css';

/** A block below the first screen: laid out only once scrolled near (Later.module.css, issue #15). */
export function Later({ children }: { children: ReactNode }) {
  return <div className={styles.later}>{children}</div>;
}

export default Later;
