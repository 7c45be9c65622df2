import type { WellStatus, WellType } from "~/db/tables/assets";

/** The selected well as the top bar and the well-level screens know it. */
export interface SelectedWell {
  id: number;
  name: string;
  uwi: string | null;
  wellType: WellType;
  status: WellStatus;
  padName: string;
  fieldId: number;
  fieldName: string;
}

/**
 * Visiting these pages clears the selected well (product spec §2, "Page loading behaviour"):
 * they are about the organisation, not one well. `/account/detail` counts with any id after it.
 */
const CLEARING_PATHS = [
  "/",
  "/account",
  "/account/create",
  "/comparison-study",
  "/ui/notifications",
];
const CLEARING_PREFIXES = ["/account/detail/"];

export function clearsSelectedWell(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    CLEARING_PATHS.includes(path) ||
    path === "/account/detail" ||
    CLEARING_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
