import { describe, expect, it } from "vitest";

import { HIDDEN_LINK, withoutTokenLinks } from "./outbox";

describe("token links in the outbox", () => {
  const mail =
    "Hello Ayu,\n\nopen this link:\n\nhttp://localhost:3000/reset-password?token=abc_DEF-123\n\nor sign in at http://localhost:3000/login";

  it("hides every link carrying a token and keeps the rest of the text", () => {
    const hidden = withoutTokenLinks(mail);
    expect(hidden).toBe(
      `Hello Ayu,\n\nopen this link:\n\n${HIDDEN_LINK}\n\nor sign in at http://localhost:3000/login`,
    );
    expect(hidden).not.toContain("token=");
    expect(withoutTokenLinks("https://x.example/confirm-account?a=1&token=z")).toBe(HIDDEN_LINK);
  });
});
