/**
 * The browser's checks of a section form, loaded on demand: a section form asks for them when
 * the user first focuses, presses or types in it, and every form on the page shares the one
 * download. Until they have arrived a save goes to the server, which checks it with the same
 * schema and answers with the messages next to each field, and a row added or removed is handled
 * in the page as usual.
 */
import { parse } from "@conform-to/react";
import { useCallback, useEffect, useState } from "react";

import type { StoredSectionValue } from "~/sections/vocabulary";

interface SectionChecks {
  checkSection: typeof import("./section-checks").checkSection;
  previewSection: typeof import("./section-checks").previewSection;
}

let loaded: SectionChecks | null = null;
let loading: Promise<SectionChecks> | null = null;

function loadChecks(): Promise<SectionChecks> {
  loading ??= import("./section-checks").then(
    ({ checkSection, previewSection }) => (loaded = { checkSection, previewSection }),
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next focus.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The checks once loaded (else null), and a function that starts loading them. */
export function useSectionChecks(): { checks: SectionChecks | null; load: () => void } {
  const [checks, setChecks] = useState<SectionChecks | null>(loaded);
  const load = useCallback(() => {
    if (loaded) {
      setChecks(loaded);
      return;
    }
    loadChecks().then(setChecks, () => undefined);
  }, []);
  // A form mounted after the checks arrived (a section saved, a page revisited) has them at once.
  useEffect(() => {
    if (loaded) setChecks(loaded);
  }, []);
  return { checks, load };
}

/**
 * Before the checks arrive: an add or remove button (a conform intent) is applied in the page,
 * anything else is let through to the server, which checks it.
 */
export function uncheckedSubmission(formData: FormData) {
  return parse<StoredSectionValue, string[]>(formData, {
    resolve: (payload) => ({ value: payload as StoredSectionValue }),
  });
}
