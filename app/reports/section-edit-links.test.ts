import { describe, expect, it } from "vitest";

import {
  closeSectionHref,
  openEverySectionHref,
  openSectionHref,
  openSectionsIn,
  sectionOpenAt,
} from "./section-edit-links";

const IDS = ["general", "timeLog", "mudProperties"];

describe("the sections an address opens", () => {
  it("opens none without `edit`, the named one, a list, or every one", () => {
    expect([...openSectionsIn("?well=3&date=2025-01-02", IDS)]).toEqual([]);
    expect([...openSectionsIn("?well=3&edit=timeLog", IDS)]).toEqual(["timeLog"]);
    expect([...openSectionsIn("?edit=general,mudProperties", IDS)]).toEqual([
      "general",
      "mudProperties",
    ]);
    expect([...openSectionsIn("?edit=all", IDS)]).toEqual(IDS);
  });

  it("ignores a section the report does not have", () => {
    expect([...openSectionsIn("?edit=nothing,general", IDS)]).toEqual(["general"]);
  });
});

describe("the links that open and close a section", () => {
  it("keep the other parameters and land on the section", () => {
    expect(openSectionHref("?well=3&date=2025-01-02&section=timeLog", "general")).toBe(
      "?well=3&date=2025-01-02&section=timeLog&edit=general#section-general",
    );
    expect(openSectionHref("?well=3&edit=timeLog", "general")).toBe(
      "?well=3&edit=general#section-general",
    );
    expect(openEverySectionHref("?id=12")).toBe("?id=12&edit=all");
  });

  it("close one section and keep the others open", () => {
    expect(closeSectionHref("?well=3&edit=all", "timeLog", IDS)).toBe(
      "?well=3&edit=general%2CmudProperties#section-timeLog",
    );
    expect(closeSectionHref("?well=3&edit=timeLog", "timeLog", IDS)).toBe(
      "?well=3#section-timeLog",
    );
  });
});

describe("the page a saved section comes back to", () => {
  it("is the report's page with the section open", () => {
    expect(sectionOpenAt("/form/daily-drilling-report?well=3&date=2025-01-02", "general")).toBe(
      "/form/daily-drilling-report?well=3&date=2025-01-02&edit=general#section-general",
    );
    expect(sectionOpenAt("/form/subsurface-form", "lithology")).toBe(
      "/form/subsurface-form?edit=lithology#section-lithology",
    );
  });
});
