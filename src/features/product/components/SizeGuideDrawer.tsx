import { Drawer } from 'antd';
import { Themed } from '../../../shared/theme/Themed';
import { sizeStrings as t } from '../size-strings';
import * as styles from './SizeHelp.module.css';
import type { SizeGuide } from '../../../../core/contracts/size-guide';

/** The category's measurements table in a bottom sheet (a dialog: focus kept inside, Esc or "Đóng" closes it). */
export function SizeGuideDrawer({ guide, open, onClose }: { guide: SizeGuide; open: boolean; onClose: () => void }) {
  return (
    <Themed>
      <Drawer open={open} onClose={onClose} placement="bottom" size="auto" title={t.guideTitle(guide.categoryName)} closable={{ 'aria-label': t.close }} styles={{ body: { padding: 16 } }}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t.guideCaption(guide.categoryName)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sizeColumn}</th>
                {guide.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guide.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {guide.columns.map((column, index) => (
                    <td key={column}>{row.values[index] || t.empty}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note} style={{ marginTop: 12 }}>
          {t.guideNote}
        </p>
      </Drawer>
    </Themed>
  );
}

export default SizeGuideDrawer;
