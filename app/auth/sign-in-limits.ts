// How guessing passwords is slowed down, as a rule over two counts taken in the same window:
// the attempts on one username, and the attempts from one address that did not sign in.

export const SIGN_IN_WINDOW_MINUTES = 15;
/** Attempts one username gets in a window; the next is refused without a look at the password. */
export const ATTEMPTS_PER_USERNAME = 5;
/** Failed attempts from one address before each further attempt from it waits a little longer. */
export const FREE_ATTEMPTS_PER_ADDRESS = 10;
export const DELAY_STEP_MS = 200;
export const MAX_DELAY_MS = 2000;
/** Past this many from one address, only a username's first attempt of the window is tried. */
export const ATTEMPTS_PER_ADDRESS = 100;

export interface AttemptCount {
  /** This attempt included. */
  attempts: number;
  windowStartedAt: Date;
}

export type SignInVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAt: Date };

function windowEnd(count: AttemptCount): Date {
  return new Date(count.windowStartedAt.getTime() + SIGN_IN_WINDOW_MINUTES * 60_000);
}

/**
 * Whether to check this attempt's password, and after how long a wait. Many people may share an
 * address (a rig crew behind one satellite link, every client when no proxy is trusted), so what
 * others do from it only ever slows a user down; it refuses only a name that has already been
 * tried in this window, never someone's first attempt.
 */
export function signInVerdict(username: AttemptCount, address: AttemptCount): SignInVerdict {
  if (username.attempts > ATTEMPTS_PER_USERNAME) {
    return { allowed: false, retryAt: windowEnd(username) };
  }
  if (address.attempts > ATTEMPTS_PER_ADDRESS && username.attempts > 1) {
    return { allowed: false, retryAt: windowEnd(address) };
  }
  const beyondFree = address.attempts - FREE_ATTEMPTS_PER_ADDRESS;
  return {
    allowed: true,
    delayMs: Math.min(MAX_DELAY_MS, Math.max(0, beyondFree) * DELAY_STEP_MS),
  };
}
