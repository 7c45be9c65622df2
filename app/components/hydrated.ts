import { useEffect, useState } from "react";

/**
 * False in the page the server sent and until the scripts have run; true after. A form posted
 * without JavaScript can then ask the browser to come back to itself (`action#its-id`), since the
 * page that answers opens at its top otherwise.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
