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
    <time className="clock num" dateTime={now.format()}>
      {formatTime(now, 'YYYY-MM-DD HH:mm:ss')} ({ZONES.BDT.label})
    </time>
  );
}
