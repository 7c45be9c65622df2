/**
 * A lookup whose calls with the same key share one answer while it is still on its way. A page's
 * loaders (root, layout, page) run together and ask the same questions (who is signed in, which
 * well is selected); each is read once per page. Nothing is kept once the answer is in, so the
 * next request reads afresh and sees any change made meanwhile. Questions with the same `keyOf`
 * are the same question.
 */
export function sharedWhileInFlight<Q, V>(
  lookUp: (question: Q) => Promise<V>,
  keyOf: (question: Q) => unknown = (question) => question,
): (question: Q) => Promise<V> {
  const inFlight = new Map<unknown, Promise<V>>();
  return (question) => {
    const key = keyOf(question);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = lookUp(question).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
    }
    return answer;
  };
}
