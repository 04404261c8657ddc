/**
 * The longest the event loop's timers waited while `work` ran (a 5 ms ticker): what every other
 * request of this process would have waited (docs/security.md, "Printing").
 */
export async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(ticker);
  }
}
