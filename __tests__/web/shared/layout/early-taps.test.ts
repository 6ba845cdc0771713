import { EARLY_TAPS_SCRIPT, replayEarlyTaps } from '../../../../src/shared/layout/early-taps';

describe('early taps (issue #15)', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = `
      <button id="dates" type="button">Chọn ngày thuê</button>
      <div role="radiogroup"><button id="rent" role="radio" type="button"><span id="inner">Thuê</span></button></div>
      <select id="sort"><option value="newest">Mới nhất</option><option value="price_asc">Giá thấp → cao</option></select>
      <a href="#card" id="card"><button id="heart" type="button">♡</button></a>
      <button id="off" type="button" disabled>Hết hàng</button>`;
    window.eval(EARLY_TAPS_SCRIPT);
  });

  it('keeps taps on buttons and picks on selects made before hydration, and replays them after', () => {
    const clicks: string[] = [];
    document.getElementById('dates')!.click();
    document.getElementById('inner')!.click();
    const sort = document.getElementById('sort') as HTMLSelectElement;
    sort.value = 'price_asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // Inside a link (the link answers by itself) and disabled buttons are not kept.
    document.getElementById('heart')!.click();
    document.getElementById('off')!.click();
    expect(window.__earlyTaps).toHaveLength(3);

    // Hydration: React's handlers are on, and it set the select back to its controlled value.
    document.documentElement.setAttribute('data-hydrated', 'true');
    for (const id of ['dates', 'rent']) document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
    sort.value = 'newest';
    const picked: string[] = [];
    sort.addEventListener('change', () => picked.push(sort.value));

    expect(replayEarlyTaps()).toBe(3);
    expect(clicks).toEqual(['dates', 'rent']);
    expect(picked).toEqual(['price_asc']);
    // Once only, and taps after hydration are React's own.
    expect(replayEarlyTaps()).toBe(0);
    document.getElementById('dates')!.click();
    expect(window.__earlyTaps).toEqual([]);
  });

  it('drops taps on what is no longer on the page', () => {
    document.getElementById('dates')!.click();
    document.getElementById('dates')!.remove();
    document.documentElement.setAttribute('data-hydrated', 'true');
    expect(replayEarlyTaps()).toBe(0);
  });
});
