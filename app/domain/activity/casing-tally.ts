/**
 * The casing tally (DOMAIN.md §2b): joints listed from the shoe up, each with its measured
 * length. The shoe sits the string's length below its top (the rotary datum for a string hung
 * at surface, the liner top for a liner); the float collar sits on top of the shoe track, the
 * joints below it.
 */

export interface TallyJoint {
  /** m; null while the joint is not measured yet. */
  length: number | null;
}

/** Cumulative length from the shoe up to the top of each joint, m. */
export function cumulativeLengths(joints: readonly TallyJoint[]): (number | null)[] {
  let total = 0;
  return joints.map((joint) => {
    if (joint.length === null) return null;
    total += joint.length;
    return total;
  });
}

export interface StringDepths {
  /** m MD */
  shoeMd: number;
  /** m MD; null without a shoe track. */
  floatCollarMd: number | null;
  jointsRun: number;
  /** Σ joint lengths, m */
  stringLength: number;
}

/**
 * Where the string's shoe and float collar end up. `topMd` is where the top joint hangs (0 at
 * the rotary datum, the liner top for a liner); `shoeTrackJoints` is how many joints sit below
 * the float collar. Null when no joint is measured.
 */
export function stringDepths(
  joints: readonly TallyJoint[],
  topMd: number,
  shoeTrackJoints: number | null,
): StringDepths | null {
  const measured = joints.filter((joint) => joint.length !== null) as { length: number }[];
  if (measured.length === 0) return null;
  const stringLength = measured.reduce((sum, joint) => sum + joint.length, 0);
  const shoeMd = topMd + stringLength;
  let floatCollarMd: number | null = null;
  if (shoeTrackJoints !== null && shoeTrackJoints > 0 && shoeTrackJoints < measured.length) {
    const track = measured.slice(0, shoeTrackJoints).reduce((sum, joint) => sum + joint.length, 0);
    floatCollarMd = shoeMd - track;
  }
  return { shoeMd, floatCollarMd, jointsRun: measured.length, stringLength };
}
