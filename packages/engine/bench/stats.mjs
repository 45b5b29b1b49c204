// The figures both benchmark scripts print: a median, and calls per second as a padded number.

/** The median of some numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Calls per second, whole, with thousands separators, right-aligned in 12 characters. */
export const fmt = (value) =>
  Math.round(value).toLocaleString("en-GB").padStart(12);
