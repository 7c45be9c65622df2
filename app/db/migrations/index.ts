import type { Migration } from "kysely";

import * as identity from "./2026-11-22T00-00-identity";

/** Listed by hand: the server is bundled, so there is no folder to scan at run time. */
export const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-identity": identity,
};
