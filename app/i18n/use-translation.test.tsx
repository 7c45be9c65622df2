import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";

import { en } from "./en";
import { formatDateTime, i18nFor, registerLanguage } from "./i18n";
import { id } from "./id";
import { useTranslation } from "./use-translation";

registerLanguage("en", en);
registerLanguage("id", id);

function Labels({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
      <li>{t("ddr.editor.created", { reportNo: 7 })}</li>
    </ul>
  );
}

const KEYS = ["nav.mainMenu", "app.name", "common.success", "no.such.key"];

function rendered(language: "en" | "id") {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <Labels keys={KEYS} />
    </I18nextProvider>,
  );
}

describe("useTranslation", () => {
  it.each(["en", "id"] as const)("shows in %s what i18next says, every render", (language) => {
    const t = i18nFor(language).t;
    const expected = renderToStaticMarkup(
      <ul>
        {KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
        <li>{t("ddr.editor.created", { reportNo: 7 })}</li>
      </ul>,
    );
    expect(rendered(language)).toBe(expected);
    expect(rendered(language)).toBe(expected);
  });

  it("translates each page in its own language", () => {
    expect(rendered("id")).not.toBe(rendered("en"));
  });
});

describe("formatDateTime", () => {
  it("writes the time as each language's readers do, in UTC", () => {
    const at = "2026-05-04T06:30:00Z";
    expect(formatDateTime(at, "en")).toBe("05/04/2026 06:30 UTC");
    expect(formatDateTime(at, "id")).toBe(
      `04/05/2026 ${new Date(at).toLocaleTimeString("id-ID", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" })} UTC`,
    );
    expect(formatDateTime(new Date("2026-12-31T23:05:00Z"), "en")).toBe("12/31/2026 23:05 UTC");
  });

  it("writes the first hour after midnight as 00, on the server as in the browser", () => {
    expect(formatDateTime("2026-11-28T00:10:00Z", "en")).toBe("11/28/2026 00:10 UTC");
    expect(formatDateTime("2026-11-28T00:10:00Z", "id")).toBe("28/11/2026 00.10 UTC");
  });
});
