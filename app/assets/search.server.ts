import type { SearchSource } from "~/search/hits";

import { namesStartingFirst, whereAnyContains } from "~/db/records.server";

import { wellsWithPlace } from "./wells.server";

// Search sources for the top bar. Matches anywhere in the name (or the well's UWI/API number),
// names that start with the text first. Each query reads one organisation's rows through the
// (org_id, lower(name)) indexes and stops at `limit` rows.

export const wellSearch: SearchSource = {
  kind: "well",
  kindLabelKey: "assets.search.kinds.well",
  async search(db, orgId, term, limit) {
    const base = wellsWithPlace(db, orgId).select([
      "w.id",
      "w.name",
      "w.uwi",
      "p.name as pad_name",
      "f.name as field_name",
    ]);
    const matching = whereAnyContains(base, term, ["w.name", "w.uwi"]);
    const rows = await namesStartingFirst(matching, "w.name", term, limit).execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      detail: [row.uwi, `${row.field_name} / ${row.pad_name}`].filter(Boolean).join(" · "),
      href: `/field/well?q=${encodeURIComponent(row.name)}`,
      selectsWell: row.id,
    }));
  },
};

export const padSearch: SearchSource = {
  kind: "pad",
  kindLabelKey: "assets.search.kinds.pad",
  async search(db, orgId, term, limit) {
    const base = db
      .selectFrom("pads as p")
      .innerJoin("fields as f", "f.id", "p.field_id")
      .select(["p.id", "p.name", "f.name as field_name"])
      .where("p.org_id", "=", orgId);
    const matching = whereAnyContains(base, term, ["p.name"]);
    const rows = await namesStartingFirst(matching, "p.name", term, limit).execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      detail: row.field_name,
      href: `/field/well?pad=${row.id}`,
    }));
  },
};

export const fieldSearch: SearchSource = {
  kind: "field",
  kindLabelKey: "assets.search.kinds.field",
  async search(db, orgId, term, limit) {
    const base = db
      .selectFrom("fields as f")
      .select(["f.id", "f.name", "f.location"])
      .where("f.org_id", "=", orgId);
    const matching = whereAnyContains(base, term, ["f.name"]);
    const rows = await namesStartingFirst(matching, "f.name", term, limit).execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      detail: row.location,
      href: `/field/pad?field=${row.id}`,
    }));
  },
};
