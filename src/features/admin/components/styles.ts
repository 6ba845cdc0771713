/**
 * The back-office's styles as inline objects: Gatsby puts every CSS file into the one styles.css each shopper page
 * loads, so the admin keeps its few rules in its own chunk instead.
 */
import type { CSSProperties } from 'react';

const style = <T extends Record<string, CSSProperties>>(styles: T) => styles;

export const s = style({
  layout: { minHeight: '100vh', background: '#f6f3f4' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    height: 'auto',
    minHeight: 56,
    padding: '0 12px',
    background: '#fff',
    borderBottom: '1px solid #eadfe3',
    lineHeight: '56px',
  },
  brand: { flex: 'none', fontWeight: 700, color: '#7a1c3a', whiteSpace: 'nowrap' },
  nav: { flex: 1, minWidth: 0 },
  menu: { borderBottom: 'none', lineHeight: '54px' },
  logout: { flex: 'none' },
  content: { width: '100%', maxWidth: 1100, margin: '0 auto', padding: '16px 12px 48px' },
  center: { display: 'flex', justifyContent: 'center', padding: '80px 0' },
  pageTitle: { margin: '0 0 12px', fontSize: 20 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: 12 },
  stats: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12, marginBottom: 12 },
  stat: { padding: 12, borderRadius: 10, background: '#fff', border: '1px solid #eadfe3' },
  statValue: { display: 'block', marginTop: 4, fontSize: 20, fontWeight: 700, color: '#2b1d22' },
  rows: { margin: 0, padding: 0, listStyle: 'none' },
  rowItem: { padding: '8px 0', borderTop: '1px solid #f1e7ea' },
  row: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4px 12px', color: 'inherit' },
  muted: { color: '#5f5459', fontSize: 13 },
  late: { color: '#b3261e', fontWeight: 600 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 },
  facts: { margin: 0 },
  fact: { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '3px 0' },
  factTerm: { color: '#5f5459' },
  factValue: { margin: 0, textAlign: 'right' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 },
  line: { padding: '10px 0', borderTop: '1px solid #f1e7ea' },
  loginCard: { maxWidth: 400, margin: '40px auto', padding: '0 12px' },
});
