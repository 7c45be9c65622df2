import type { Db } from "~/db/schema";
import type { WellStatus, WellType } from "~/db/tables/assets";

// Demo fields, pads and wells: onshore geothermal and oil in the magnitudes of DOMAIN.md §7.
// Stored in SI: elevations and depths in metres, coordinates in degrees.

interface DemoWell {
  name: string;
  uwi: string;
  wellType: WellType;
  status: WellStatus;
  spudDate: string | null;
  releaseDate: string | null;
  plannedTd: number;
  rig: string;
  /** Offset from the pad centre, degrees. */
  offset: [number, number];
}

interface DemoPad {
  name: string;
  latitude: number;
  longitude: number;
  groundElevation: number;
  wells: DemoWell[];
}

interface DemoField {
  name: string;
  location: string;
  concession: string;
  pads: DemoPad[];
}

/** Rig floor height of the demo land rigs above ground, metres. */
const RIG_FLOOR_HEIGHT = 9.5;

export const DEMO_ASSETS: Record<string, DemoField[]> = {
  "Demo Energy": [
    {
      name: "Kawah Ratu",
      location: "West Java, Indonesia",
      concession: "Kawah Ratu Geothermal Working Area",
      pads: [
        {
          name: "Pad KR-A",
          latitude: -7.215,
          longitude: 107.625,
          groundElevation: 1482.0,
          wells: [
            {
              name: "KR-A1",
              uwi: "GT-3204-0001",
              wellType: "geothermal",
              status: "completed",
              spudDate: "2026-02-02",
              releaseDate: "2026-04-18",
              plannedTd: 2600,
              rig: "Rig GT-1",
              offset: [0.0001, 0.0001],
            },
            {
              name: "KR-A2",
              uwi: "GT-3204-0002",
              wellType: "geothermal",
              status: "drilling",
              spudDate: "2026-10-05",
              releaseDate: null,
              plannedTd: 2800,
              rig: "Rig GT-1",
              offset: [-0.0001, 0.0001],
            },
          ],
        },
        {
          name: "Pad KR-B",
          latitude: -7.229,
          longitude: 107.641,
          groundElevation: 1536.5,
          wells: [
            {
              name: "KR-B1",
              uwi: "GT-3204-0003",
              wellType: "geothermal",
              status: "completed",
              spudDate: "2025-11-10",
              releaseDate: "2026-01-25",
              plannedTd: 2450,
              rig: "Rig GT-2",
              offset: [0.0001, -0.0001],
            },
            {
              name: "KR-B2",
              uwi: "GT-3204-0004",
              wellType: "geothermal",
              status: "planned",
              spudDate: null,
              releaseDate: null,
              plannedTd: 3000,
              rig: "Rig GT-2",
              offset: [-0.0001, -0.0001],
            },
          ],
        },
      ],
    },
    {
      name: "Selatan Raya",
      location: "South Sumatra, Indonesia",
      concession: "Selatan Raya Block",
      pads: [
        {
          name: "Pad SR-1",
          latitude: -2.865,
          longitude: 104.182,
          groundElevation: 42.0,
          wells: [
            {
              name: "SR-101",
              uwi: "SS-1606-0101",
              wellType: "oil",
              status: "completed",
              spudDate: "2026-03-01",
              releaseDate: "2026-04-20",
              plannedTd: 2200,
              rig: "Rig SR-7",
              offset: [0.0001, 0.0001],
            },
            {
              name: "SR-102",
              uwi: "SS-1606-0102",
              wellType: "oil",
              status: "drilling",
              spudDate: "2026-10-20",
              releaseDate: null,
              plannedTd: 2350,
              rig: "Rig SR-7",
              offset: [-0.0001, 0.0001],
            },
          ],
        },
        {
          name: "Pad SR-2",
          latitude: -2.881,
          longitude: 104.203,
          groundElevation: 55.5,
          wells: [
            {
              name: "SR-201",
              uwi: "SS-1606-0201",
              wellType: "oil",
              status: "suspended",
              spudDate: "2026-06-01",
              releaseDate: null,
              plannedTd: 2100,
              rig: "Rig SR-9",
              offset: [0.0001, -0.0001],
            },
            {
              name: "SR-202",
              uwi: "SS-1606-0202",
              wellType: "oil",
              status: "planned",
              spudDate: null,
              releaseDate: null,
              plannedTd: 2400,
              rig: "Rig SR-9",
              offset: [-0.0001, -0.0001],
            },
          ],
        },
      ],
    },
  ],
  "Other Operator": [
    {
      name: "Tanjung Barat",
      location: "East Kalimantan, Indonesia",
      concession: "Tanjung Barat Block",
      pads: [
        {
          name: "Pad TB-1",
          latitude: -1.182,
          longitude: 116.842,
          groundElevation: 18.0,
          wells: [
            {
              name: "TB-1",
              uwi: "EK-6401-0001",
              wellType: "oil",
              status: "completed",
              spudDate: "2026-05-04",
              releaseDate: "2026-06-30",
              plannedTd: 1900,
              rig: "Rig TB-3",
              offset: [0.0001, 0.0001],
            },
            {
              name: "TB-2",
              uwi: "EK-6401-0002",
              wellType: "oil",
              status: "drilling",
              spudDate: "2026-11-01",
              releaseDate: null,
              plannedTd: 2050,
              rig: "Rig TB-3",
              offset: [-0.0001, 0.0001],
            },
          ],
        },
      ],
    },
  ],
};

/**
 * Adds the demo fields, pads and wells to the demo organisations that have none yet; an
 * organisation that already has fields is left as it is.
 */
export async function seedAssetsDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [organisation, fields] of Object.entries(DEMO_ASSETS)) {
      const org = await tx
        .selectFrom("organisations")
        .select("id")
        .where("name", "=", organisation)
        .executeTakeFirst();
      if (!org) continue;
      const existing = await tx
        .selectFrom("fields")
        .select("id")
        .where("org_id", "=", org.id)
        .limit(1)
        .executeTakeFirst();
      if (existing) continue;
      for (const field of fields) {
        const { id: fieldId } = await tx
          .insertInto("fields")
          .values({
            org_id: org.id,
            name: field.name,
            location: field.location,
            concession: field.concession,
            remarks: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const pad of field.pads) {
          const { id: padId } = await tx
            .insertInto("pads")
            .values({
              org_id: org.id,
              field_id: fieldId,
              name: pad.name,
              latitude: pad.latitude,
              longitude: pad.longitude,
              remarks: null,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          for (const well of pad.wells) {
            await tx
              .insertInto("wells")
              .values({
                org_id: org.id,
                pad_id: padId,
                name: well.name,
                uwi: well.uwi,
                well_type: well.wellType,
                status: well.status,
                surface_latitude: pad.latitude + well.offset[0],
                surface_longitude: pad.longitude + well.offset[1],
                ground_elevation: pad.groundElevation,
                rotary_table_elevation: pad.groundElevation + RIG_FLOOR_HEIGHT,
                spud_date: well.spudDate,
                release_date: well.releaseDate,
                planned_td: well.plannedTd,
                rig: well.rig,
                remarks: null,
              })
              .execute();
          }
        }
      }
    }
  });
}
