import { ColumnWidthOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { sizeAdviceSentences } from '../../../../core/rules/size-advice';
import { sizeStrings as t } from '../size-strings';
import * as productStyles from './Product.module.css';
import * as styles from './SizeHelp.module.css';
import type { ProductDetail } from '../../../../core/contracts/catalog';

const loadDrawer = () => import('./SizeGuideDrawer');
const SizeGuideDrawer = lazy(loadDrawer);

/**
 * Beside the size and date choice: what the reviews say about sizes ("Đa số khách thấy vừa…", "Khách cao 1m55–1m60
 * thường chọn S") and the "Bảng size" link opening the category's size guide. Nothing when there is neither.
 */
export function SizeHelp({ product }: { product: Pick<ProductDetail, 'sizeAdvice' | 'sizeGuide'> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { sizeAdvice: advice, sizeGuide: guide } = product;
  // A snapshot built before these fields existed has neither.
  if (!advice && !guide) return null;
  const sentences = advice ? sizeAdviceSentences(advice) : [];
  const fitCount = advice?.fit ? advice.fit.tight + advice.fit.right + advice.fit.loose : 0;
  return (
    <section className={productStyles.panel} aria-labelledby="size-help-title" data-testid="size-help">
      <div className={styles.head}>
        <h2 id="size-help-title" className={styles.title}>
          {t.title}
        </h2>
        {guide ? (
          <button
            type="button"
            className={styles.guideButton}
            aria-haspopup="dialog"
            aria-label={t.openGuide(guide.categoryName)}
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            <ColumnWidthOutlined aria-hidden />
            {t.guide}
          </button>
        ) : null}
      </div>
      {sentences.length > 0 ? (
        <>
          <ul className={styles.advice} aria-label={t.adviceLabel}>
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          {fitCount > 0 ? <p className={styles.note}>{t.adviceFrom(fitCount)}</p> : null}
        </>
      ) : null}
      {guide && wanted ? (
        <Suspense fallback={null}>
          <SizeGuideDrawer guide={guide} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export default SizeHelp;
