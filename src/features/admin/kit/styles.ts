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
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0 8px',
    height: 'auto',
    padding: '0 12px',
    background: '#fff',
    borderBottom: '1px solid #eadfe3',
    lineHeight: '48px',
  },
  brand: { flex: 1, fontWeight: 700, color: '#7a1c3a', whiteSpace: 'nowrap' },
  // Below the brand on a phone, beside it on a laptop; scrolls sideways rather than hiding a section.
  nav: { order: 3, flex: '1 0 100%', display: 'flex', gap: 4, overflowX: 'auto', lineHeight: '40px' },
  navLink: { padding: '0 10px', color: '#2b1d22', whiteSpace: 'nowrap', borderBottom: '2px solid transparent' },
  navActive: { padding: '0 10px', color: '#7a1c3a', fontWeight: 600, whiteSpace: 'nowrap', borderBottom: '2px solid #7a1c3a' },
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
  productRow: { display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: 12, alignItems: 'center', color: 'inherit' },
  thumb: { width: 64, height: 64, objectFit: 'cover', borderRadius: 8, background: '#f1e7ea' },
  noThumb: { display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 11, color: '#5f5459', textAlign: 'center' },
  clamp: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  photos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8 },
  photo: { position: 'relative', border: '1px solid #eadfe3', borderRadius: 8, overflow: 'hidden', background: '#fff' },
  photoImage: { display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover' },
  photoTools: { display: 'flex', justifyContent: 'space-between', padding: 4 },
  cover: { position: 'absolute', top: 6, left: 6, padding: '0 6px', borderRadius: 4, background: '#7a1c3a', color: '#fff', fontSize: 12 },
  formGrid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', gap: '0 12px' },
  section: { marginBottom: 12 },
  // A link that reads as the screen's main action (an <a>, never a button inside a link).
  linkButton: { display: 'inline-flex', alignItems: 'center', minHeight: 32, padding: '0 15px', borderRadius: 6, background: '#7a1c3a', color: '#fff', fontWeight: 500 },
  problems: { margin: '8px 0', paddingLeft: 20, color: '#b3261e' },
  loginCard: { maxWidth: 400, margin: '40px auto', padding: '0 12px' },
});

/**
 * A RangePicker's popup with its two months one above the other (side by side they are wider than a phone and the
 * first month falls off the screen): give the picker `classNames={{ popup: { root: STACKED_RANGE } }}` and render
 * `<style>{stackedRangeCss}</style>` beside it (inline, for the same reason as the rest of this file).
 */
export const STACKED_RANGE = 'admin-stacked-range';
export const stackedRangeCss = `.${STACKED_RANGE} .ant-picker-panels { flex-direction: column; }`;
