import { dhaka, formatTime, ZONES } from '@bet/shared';
import { useEffect, useState } from 'react';

/** Asia/Dhaka time (GMT+6), refreshing every second. */
export function Clock() {
  const [now, setNow] = useState(() => dhaka());
  useEffect(() => {
    const id = setInterval(() => setNow(dhaka()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    // the server drew its own second: hydration takes the page as it is and the next tick writes the time
    <time className="clock num" dateTime={now.format()} suppressHydrationWarning>
      {formatTime(now, 'YYYY-MM-DD HH:mm:ss')} ({ZONES.BDT.label})
    </time>
  );
}
