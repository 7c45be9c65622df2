/**
 * The planner screens' address: which list, its filters and page, read leniently (a bad value
 * falls back to the default instead of an error page) because people edit and share URLs.
 */
import { isPhase, type Phase } from "~/domain/cost/phases";
import { parsePage, parseRecordId, queryText } from "~/forms/input";

export const DATABASE_VIEWS = [
  "afe",
  "wells",
  "items",
  "activities",
  "bundles",
  "components",
  "units",
] as const;
export type DatabaseView = (typeof DATABASE_VIEWS)[number];

export const FORM_TABS = ["bundles", "components", "units", "items", "activities", "afe"] as const;
export type FormTab = (typeof FORM_TABS)[number];

export interface PlannerQuery {
  q: string;
  page: number;
  wellId: number | null;
  phase: Phase | null;
  bundleId: number | null;
  componentId: number | null;
  afeId: number | null;
  /** The record whose edit form is open. */
  edit: number | null;
}

export function parsePlannerQuery(params: URLSearchParams): PlannerQuery {
  const phase = params.get("phase");
  return {
    q: queryText(params.get("q")),
    page: parsePage(params.get("page")),
    wellId: parseRecordId(params.get("well")),
    phase: isPhase(phase) ? phase : null,
    bundleId: parseRecordId(params.get("bundle")),
    componentId: parseRecordId(params.get("component")),
    afeId: parseRecordId(params.get("version")),
    edit: parseRecordId(params.get("edit")),
  };
}

export function parseView<T extends string>(value: string | null, views: readonly T[]): T {
  return views.includes(value as T) ? (value as T) : views[0]!;
}

/** The same address with some parameters changed (null removes one); page resets unless given. */
export function withParams(
  search: string,
  changes: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams(search);
  if (!("page" in changes)) params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}
