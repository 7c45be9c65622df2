/**
 * Fewer points for a line that looks the same at the size it is drawn (Ramer–Douglas–Peucker):
 * a point stays only where leaving it out would move the line by more than `tolerance`, in the
 * units `x` and `y` return (pixels, when the caller scales to the drawing). The first and last
 * points always stay. Fifty wells' daily depths become a few hundred points instead of
 * eighteen thousand, which the page carries and the browser lays out.
 */
export function simplifyLine<T>(
  points: readonly T[],
  x: (point: T) => number,
  y: (point: T) => number,
  tolerance: number,
): T[] {
  if (points.length <= 2) return [...points];
  const xs = points.map(x);
  const ys = points.map(y);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const dx = xs[last]! - xs[first]!;
    const dy = ys[last]! - ys[first]!;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      // Distance from the chord (or from its first point when the chord has no length).
      const d =
        length === 0
          ? Math.hypot(xs[i]! - xs[first]!, ys[i]! - ys[first]!)
          : Math.abs(dy * (xs[i]! - xs[first]!) - dx * (ys[i]! - ys[first]!)) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}
