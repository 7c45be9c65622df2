/**
 * A lookup whose calls with the same key share one answer while it is still on its way. A page's
 * loaders (root, layout, page) run together and ask the same questions (who is signed in, which
 * well is selected); each is read once per page. Nothing is kept once the answer is in, so the
 * next request reads afresh and sees any change made meanwhile.
 */
export function sharedWhileInFlight<K, V>(lookUp: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    let answer = inFlight.get(key);
    if (!answer) {
      answer = lookUp(key).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
    }
    return answer;
  };
}
