import { useEffect, useState } from 'react';

/**
 * navigator.onLine, kept current by the online/offline events. True on the server and at
 * hydration (the pre-rendered HTML never shows the offline notice), then the real value.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
