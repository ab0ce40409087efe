import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The browser's clock, or null during the server's render and the hydration render (the two must match,
 * and the server's clock is not the visitor's). From mount on it re-ticks at the start of every minute,
 * so 'Closes at 9 PM' turns into 'Closed' when the clock does.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    let everyMinute: ReturnType<typeof setInterval> | undefined;
    tick();
    const onTheMinute = setTimeout(
      () => {
        tick();
        everyMinute = setInterval(tick, MINUTE);
      },
      MINUTE - (Date.now() % MINUTE),
    );
    return () => {
      clearTimeout(onTheMinute);
      clearInterval(everyMinute);
    };
  }, []);
  return now;
}
