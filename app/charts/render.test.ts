import { describe, expect, it } from "vitest";

import { roundCoordinates } from "./render";

describe("roundCoordinates", () => {
  it("rounds positions to a tenth of a pixel", () => {
    expect(
      roundCoordinates(
        '<circle r="2.5" cy="46.666666666666664" cx="65.52747252747253"></circle>' +
          '<path d="M64,46.66667L108,86.6666667" transform="translate(64,179.99999999999997)"></path>',
      ),
    ).toBe(
      '<circle r="2.5" cy="46.7" cx="65.5"></circle>' +
        '<path d="M64,46.7L108,86.7" transform="translate(64,180)"></path>',
    );
  });

  it("leaves sizes with units, text and other attributes alone", () => {
    const svg =
      '<text y="0.32em" x="1.25%">12.345</text><a href="/ddr-link?depth=12.345"></a>' +
      '<rect fill-opacity="0.125" height="1e-7"></rect>';
    expect(roundCoordinates(svg)).toBe(svg);
  });
});
