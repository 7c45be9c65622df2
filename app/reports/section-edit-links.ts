/**
 * Which sections of an editable report are open in their editors, as the address says
 * (`edit=<sectionId>` or `edit=all`), and the addresses of the links that open or close one. The
 * links are real addresses so that a click before the scripts have run still opens the editor:
 * the server renders the sections the address names open.
 */

export const EDIT_PARAM = "edit";
export const EVERY_SECTION = "all";

/** The sections `search` names open, among `sectionIds` (unknown ids are ignored). */
export function openSectionsIn(search: string, sectionIds: readonly string[]): Set<string> {
  const named = new URLSearchParams(search)
    .getAll(EDIT_PARAM)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  if (named.includes(EVERY_SECTION)) return new Set(sectionIds);
  return new Set(sectionIds.filter((id) => named.includes(id)));
}

/** `search` with its `edit` set to `value` (or left out), every other parameter kept. */
function withEdit(search: string, value: string | null): string {
  const params = new URLSearchParams(search);
  params.delete(EDIT_PARAM);
  if (value !== null) params.set(EDIT_PARAM, value);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Opens one section's editor and lands on it. */
export function openSectionHref(search: string, sectionId: string): string {
  return `${withEdit(search, sectionId)}#section-${sectionId}`;
}

/** Opens every section's editor (the engineer entering a whole day). */
export function openEverySectionHref(search: string): string {
  return withEdit(search, EVERY_SECTION);
}

/** Shows the section's review again, landing on it; the other open sections stay as named. */
export function closeSectionHref(
  search: string,
  sectionId: string,
  sectionIds: readonly string[],
): string {
  const open = openSectionsIn(search, sectionIds);
  open.delete(sectionId);
  const rest = sectionIds.filter((id) => open.has(id));
  return `${withEdit(search, rest.length > 0 ? rest.join(",") : null)}#section-${sectionId}`;
}

/** A report's page (`back`, with its query) opened at one section, its editor open. */
export function sectionOpenAt(back: string, sectionId: string): string {
  const at = back.indexOf("?");
  const path = at === -1 ? back : back.slice(0, at);
  return `${path}${openSectionHref(at === -1 ? "" : back.slice(at), sectionId)}`;
}
