import { useEffect, useState } from 'react';
import type { Clock } from './server-clock';

/** The clock's time, read again every `intervalMs` (a countdown, a day that may turn). */
export function useNow(clock: Clock, intervalMs = 1000): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
