/**
 * The middle value of `values` (the mean of the two middle ones for an even
 * count). Lighthouse's advice for its run-to-run variance is the median of
 * five runs: one slow trace moves a mean, not a median.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values to take the median of.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
