import { sql } from "kysely";

import type { SearchSource } from "~/search/hits";

import { containsPattern, startsWithPattern } from "./records.server";

// Search sources for the top bar. Matches anywhere in the name (or the well's UWI/API number),
// names that start with the text first. Each query reads one organisation's rows through the
// (org_id, lower(name)) indexes and stops at `limit` rows.

export const wellSearch: SearchSource = {
  kind: "well",
  kindLabelKey: "assets.search.kinds.well",
  async search(db, orgId, term, limit) {
    const rows = await db
      .selectFrom("wells as w")
      .innerJoin("pads as p", "p.id", "w.pad_id")
      .innerJoin("fields as f", "f.id", "p.field_id")
      .select(["w.id", "w.name", "w.uwi", "p.name as pad_name", "f.name as field_name"])
      .where("w.org_id", "=", orgId)
      .where((eb) =>
        eb.or([
          eb("w.name", "ilike", containsPattern(term)),
          eb("w.uwi", "ilike", containsPattern(term)),
        ]),
      )
      .orderBy(sql`lower(w.name) like lower(${startsWithPattern(term)})`, "desc")
      .orderBy(sql`lower(w.name)`)
      .limit(limit)
      .execute();
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
    const rows = await db
      .selectFrom("pads as p")
      .innerJoin("fields as f", "f.id", "p.field_id")
      .select(["p.id", "p.name", "f.name as field_name"])
      .where("p.org_id", "=", orgId)
      .where("p.name", "ilike", containsPattern(term))
      .orderBy(sql`lower(p.name) like lower(${startsWithPattern(term)})`, "desc")
      .orderBy(sql`lower(p.name)`)
      .limit(limit)
      .execute();
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
    const rows = await db
      .selectFrom("fields as f")
      .select(["f.id", "f.name", "f.location"])
      .where("f.org_id", "=", orgId)
      .where("f.name", "ilike", containsPattern(term))
      .orderBy(sql`lower(f.name) like lower(${startsWithPattern(term)})`, "desc")
      .orderBy(sql`lower(f.name)`)
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      detail: row.location,
      href: `/field/pad?field=${row.id}`,
    }));
  },
};
