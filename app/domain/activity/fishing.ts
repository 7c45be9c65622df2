/**
 * A fishing job's lengths and depths (DOMAIN.md §2b), in metres. Each check is null-safe: a
 * figure not given yet leaves nothing to compare.
 */

// A metre's millionth: the same length typed in feet and read back in metres is not "longer".
const TOLERANCE = 1e-6;

/** More of the fish cannot come out of the hole than was lost in it. */
export function recoveredExceedsFish(
  recoveredLength: number | null | undefined,
  fishLength: number | null | undefined,
): boolean {
  if (recoveredLength == null || fishLength == null) return false;
  return recoveredLength > fishLength + TOLERANCE;
}

/** The string is backed off in free pipe: the string shot is at or above the free point. */
export function backOffBelowFreePoint(
  stringShotMd: number | null | undefined,
  freePointMd: number | null | undefined,
): boolean {
  if (stringShotMd == null || freePointMd == null) return false;
  return stringShotMd > freePointMd + TOLERANCE;
}
