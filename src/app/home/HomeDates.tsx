import { navigate, Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { readStoredDates, searchWithDates, storeDates, type WantedDates } from '../../features/dates/public';
import { WantedDatesBar } from '../../features/dates/components/WantedDatesBar';
import { vi } from '../../shared/i18n/vi';
import * as styles from './Home.module.css';

/** Dates first, from home: set them once and browse only what is free for them. */
export function HomeDates() {
  // Read after hydration: the page was pre-rendered without the device's dates.
  const [dates, setDates] = useState<WantedDates | null>(null);
  useEffect(() => setDates(readStoredDates()), []);
  const change = (next: WantedDates | null) => {
    storeDates(next);
    setDates(next);
    if (next) void navigate(`/search${searchWithDates('', next)}`);
  };
  return (
    <section className={styles.section} aria-label={vi.dates.label}>
      <WantedDatesBar dates={dates} onChange={change} />
      {dates ? (
        <Link to={`/search${searchWithDates('', dates)}`} className={styles.seeAll}>
          {vi.dates.seeFree}
        </Link>
      ) : null}
    </section>
  );
}
