import { vi } from '../../../shared/i18n/vi';
import { Notice } from '../../../shared/ui/Notice';
import { useAppDispatch } from '../../../shared/state/hooks';
import { dismissMergeReport } from '../slice';
import type { MergeChange } from '../../../../core/contracts/cart';

/** What happened to the guest's lines when they joined the shopper's cart at log-in (nothing when nothing did). */
export function MergeReport({ changes }: { changes: readonly MergeChange[] }) {
  const t = vi.cart;
  const dispatch = useAppDispatch();
  if (changes.length === 0) return null;
  return (
    <Notice
      kind={changes.some((change) => change.kind === 'skipped') ? 'warning' : 'info'}
      closeLabel={t.mergeClose}
      onClose={() => dispatch(dismissMergeReport())}
      title={t.mergeTitle}
      data-testid="merge-report"
    >
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {changes.map((change, index) => (
          <li key={`${change.productId}-${index}`}>{change.message}</li>
        ))}
      </ul>
    </Notice>
  );
}
