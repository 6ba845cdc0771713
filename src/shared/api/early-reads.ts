/**
 * Issue #34: a logged-in shopper's page asks for its data with the HTML, not after its JavaScript has arrived and run.
 *
 * A small script in the head of the account and checkout pages (built by `earlyReadsScript`, the plan in
 * src/app/early-reads.ts) asks for the session as the HTML is parsed and, when a shopper is logged in, for what the
 * page draws first (the cart, the orders list, the profile…). The app's first `get()` of each path takes that answer
 * (`takeEarlyRead`) instead of asking again. The answers are taken once, only while the page is still loading its
 * first screen (`FRESH_MS`), and all dropped at the first write or the first move to another page — so nothing the
 * shopper changed is ever drawn from an older answer.
 */

/** The session's path: asked first; the page's own reads follow only for a logged-in shopper. */
export const SESSION_PATH = '/v1/user/consumer/session';

/** Past this (ms since the page started loading) an early answer is not used: the app asks afresh. */
export const FRESH_MS = 10_000;

/** What one page asks for early: paths, where `{tab}` is the `tab` query value when one of `tabs`, else the first. */
export interface EarlyReadPlan {
  /** For every logged-in page (the header's badges, the cart). */
  always: readonly string[];
  /** By pathname (no trailing slash). */
  byPath: Readonly<Record<string, readonly string[]>>;
  tabs: readonly string[];
}

declare global {
  interface Window {
    __earlyReads?: Record<string, Promise<Response | null>>;
  }
}

/**
 * The inline script for a plan: ES5, self-contained, no failure visible (a read that fails is simply asked again by
 * the app). The headers are the ones the app's own fetch sends (./http.ts), so the server answers the same.
 */
export function earlyReadsScript(plan: EarlyReadPlan, apiBase: string, headers: Readonly<Record<string, string>>): string {
  return [
    '(function(){if(!window.fetch||!window.Promise)return;',
    `var b=${JSON.stringify(apiBase)},h=${JSON.stringify(headers)},s=window.__earlyReads={};`,
    'function keep(p,r){s[p]=r;r["catch"](function(){});return r}',
    'function ask(p){return fetch(b+p,{credentials:"include",headers:h})}',
    `var p=location.pathname.replace(/\\/+$/,"")||"/",q=new URLSearchParams(location.search).get("tab"),t=${JSON.stringify(plan.tabs)};`,
    'if(t.indexOf(q)<0)q=t[0];',
    `var reads=${JSON.stringify(plan.always)}.concat(${JSON.stringify(plan.byPath)}[p]||[]);`,
    // Each read is in the stash at once, chained on the session: an app that asks before the session has answered
    // (its code cached) waits for it instead of asking a second time; null (a guest) sends the app to the server.
    `var shopper=keep(${JSON.stringify(SESSION_PATH)},ask(${JSON.stringify(SESSION_PATH)})).then(function(r){return r.ok?r.clone().json():null})`,
    '.then(function(j){return!!(j&&j.account)&&window.__earlyReads===s},function(){return false});',
    'for(var i=0;i<reads.length;i++)(function(path){keep(path,shopper.then(function(yes){if(!yes)delete s[path];return yes?ask(path):null}))})(reads[i].replace("{tab}",q))})()',
  ].join('');
}

/** Every early answer not taken yet is dropped (a write, another page): the app asks afresh. */
export function dropEarlyReads(): void {
  if (typeof window !== 'undefined') delete window.__earlyReads;
}

/**
 * The early answer for `path` (taken: the next read asks the server): null at once when there is none (the read goes
 * on as before, not a tick later), else a promise of it — null when it is stale or failed.
 */
export function takeEarlyRead(path: string): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const reads = window.__earlyReads;
  const read = reads?.[path];
  if (!reads || !read) return null;
  delete reads[path];
  if (performance.now() > FRESH_MS) {
    dropEarlyReads();
    return null;
  }
  return read.catch(() => null);
}
