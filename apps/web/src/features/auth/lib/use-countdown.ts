import { useEffect, useState } from 'react';

/** Counts down once a second from `seconds`, starting on mount; calls `onDone` at zero. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      // Measured from the start, so a throttled background tab does not stretch the wait.
      const left = Math.max(seconds - Math.round((Date.now() - startedAt) / 1000), 0);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  const done = remaining === 0;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  return remaining;
}
