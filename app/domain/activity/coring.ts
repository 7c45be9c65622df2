/** Core recovery (DOMAIN.md §4): the interval cut and the share of it brought to surface. */
export function coreCut(topMd: number | null, bottomMd: number | null): number | null {
  if (topMd === null || bottomMd === null || bottomMd < topMd) return null;
  return bottomMd - topMd;
}

/** Percent of the cut interval recovered. */
export function recoveryPercent(cut: number | null, recovered: number | null): number | null {
  if (cut === null || recovered === null || !(cut > 0)) return null;
  return (recovered / cut) * 100;
}
