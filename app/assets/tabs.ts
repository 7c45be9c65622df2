/** The tabs of the home screen, `/field/{tab}`: `/field/well` is home. */
export const ASSET_TABS = ["well", "pad", "field"] as const;
export type AssetTab = (typeof ASSET_TABS)[number];

export function isAssetTab(value: unknown): value is AssetTab {
  return typeof value === "string" && (ASSET_TABS as readonly string[]).includes(value);
}

/** Rows per page of the field, pad and well lists. */
export const ASSET_PAGE_SIZE = 10;
