// What the benchmark scripts share: timing a function, a median, and calls per second as a padded
// number.

/** The median of some numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Calls per second, whole, with thousands separators, right-aligned in 12 characters. */
export const fmt = (value) =>
  Math.round(value).toLocaleString("en-GB").padStart(12);

/** Calls per second of `fn` over about `ms` milliseconds (batches of 256 calls). */
export function measure(fn, ms) {
  const start = process.hrtime.bigint();
  const limit = BigInt(ms) * 1_000_000n;
  let calls = 0;
  let elapsed = 0n;
  do {
    for (let k = 0; k < 256; k++) fn();
    calls += 256;
    elapsed = process.hrtime.bigint() - start;
  } while (elapsed < limit);
  return (calls * 1e9) / Number(elapsed);
}
