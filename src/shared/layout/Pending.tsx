import { Skeleton, type SkeletonProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * Wraps what stands in for content still loading. While one is on the page, the layout hides its footer (and whatever
 * is marked `data-after-content`) with CSS alone (Layout.module.css, `:has([data-pending])`), in the pre-rendered HTML
 * too: the footer is drawn once, below the real content, instead of being drawn under the placeholder and then
 * pushed down the screen when the content arrives (a layout shift).
 */
export function Pending({ children }: { children: ReactNode }) {
  return <div data-pending="">{children}</div>;
}

/** antd's Skeleton as a {@link Pending} placeholder. */
export function PendingSkeleton(props: SkeletonProps) {
  return (
    <Pending>
      <Skeleton {...props} />
    </Pending>
  );
}
