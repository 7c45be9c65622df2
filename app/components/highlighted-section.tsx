/**
 * A report opened from a chart point: the page opens at its top (the report's title in view)
 * with the section the point came from highlighted, and a link straight to it.
 */
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { ddrSection } from "~/sections";

import { SectionLink } from "./open-sections";

/** The section named by `?section=` in the address, when it is one of the report's. */
export function useHighlightedSection(): string | null {
  const [params] = useSearchParams();
  const id = params.get("section");
  return id && ddrSection(id) ? id : null;
}

export function HighlightedSectionNotice({ sectionId }: { sectionId: string | null }) {
  const { t } = useTranslation();
  const section = sectionId ? ddrSection(sectionId) : undefined;
  if (!section) return null;
  return (
    <p className="notice highlighted-notice" role="status">
      {t("ddr.editor.fromChart", { section: t(section.labelKey) })}{" "}
      <SectionLink sectionId={section.id}>
        {t("ddr.editor.goToSection", { section: t(section.labelKey) })}
      </SectionLink>
    </p>
  );
}
