/**
 * Issue #15: the first tap works even before the page has hydrated. Links and forms work without JavaScript; a
 * button or a picker (the date button, a filter, the sort) needs React. This tiny script, inlined in every page's
 * head, keeps such taps (and picks) made before hydration; gatsby-browser replays them once React answers.
 */

interface EarlyTap {
  el: HTMLElement;
  type: 'click' | 'change';
  value?: string;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTap[];
  }
}

/** Runs in the page's head, before anything else: must stay small, ES5 and self-contained. */
export const EARLY_TAPS_SCRIPT = [
  '(function(){var q=window.__earlyTaps=[];',
  'function keep(e){if(document.documentElement.hasAttribute("data-hydrated"))return;',
  'var t=e.target,el=t&&t.closest&&t.closest(\'button,[role="button"],[role="radio"],select\');',
  'if(!el||el.disabled||el.closest("a[href]"))return;',
  'if(e.type==="change"){if(el.tagName==="SELECT")q.push({el:el,type:"change",value:el.value})}',
  'else if(el.tagName!=="SELECT")q.push({el:el,type:"click"})}',
  'document.addEventListener("click",keep,true);document.addEventListener("change",keep,true)})()',
].join('');

/** After hydration: each kept tap once more, now answered by React (taps on elements no longer on the page are dropped). */
export function replayEarlyTaps(win: Window = window): number {
  const taps = win.__earlyTaps ?? [];
  win.__earlyTaps = [];
  let replayed = 0;
  for (const tap of taps) {
    if (!tap.el.isConnected) continue;
    replayed += 1;
    if (tap.type === 'click') {
      tap.el.click();
    } else {
      (tap.el as HTMLSelectElement).value = tap.value ?? '';
      tap.el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  return replayed;
}
