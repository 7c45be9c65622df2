/**
 * A drilling-activity or subsurface report open in its form: its sections (each its review, and
 * its SectionForm once opened while the report can be changed), submitting it, and the spec's
 * question before leaving with something unsaved. Everything comes from the kind's declaration.
 */
import { useActionData, type Location } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { isEditable } from "~/domain/reports/lifecycle";
import { formatDate } from "~/i18n/i18n";
import { kindPages, pageHref } from "~/navigation/pages";
import type {
  ActivityFormActionData,
  ActivityFormData,
} from "~/routes/_app.form.drilling-activity.$type";
import { reportKind } from "~/sections/report-kinds";
import { useUnits } from "~/units/use-units";

import { LeaveGuard } from "../leave-guard";
import { OpenEverySectionLink, OpenSectionsProvider, useOpenSections } from "../open-sections";
import { PageLink } from "../page-link";
import {
  ReportHeader,
  ReportNotices,
  ReportSectionCard,
  sectionSaveAnswer,
  SectionIndex,
  useDirtySections,
} from "../report-sections";
import { SubmitReportForm } from "../submit-report-form";

import { ActivityReportList } from "./choose";

/** Saving a section or jumping to one stays on the same report: nothing to ask. */
function sameReport(current: Location, next: Location): boolean {
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  return current.pathname === next.pathname && a.get("id") === b.get("id");
}

export function ActivityEditor({ data }: { data: Extract<ActivityFormData, { mode: "edit" }> }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const actionData = useActionData<ActivityFormActionData>();
  const { document, well } = data;
  const { header } = document;
  const declaration = reportKind(data.kind);
  const pages = kindPages(data.kind as Exclude<typeof data.kind, "ddr">);
  const editable = isEditable(header.status);
  const action = pageHref(pages.form, { well: well.id, id: header.id });
  const { dirty, onDirtyChange, unsaved } = useDirtySections();
  const submitResult = actionData?.kind === "submit" ? actionData : null;
  const sectionIds = useMemo(
    () => declaration.sections.map((section) => section.id),
    [declaration],
  );
  const openSections = useOpenSections(
    sectionIds,
    actionData?.kind === "save" ? actionData.sectionId : null,
  );
  const sectionTitle = (id: string) =>
    t(declaration.sections.find((s) => s.id === id)?.labelKey ?? id);

  const page = (
    <div className="ddr-page">
      <LeaveGuard when={unsaved && editable} isSamePage={sameReport} />
      <ReportHeader
        title={t("activity.editor.heading", {
          report: t(declaration.titleKey),
          reportNo: header.reportNo,
          well: well.name,
          date: formatDate(header.reportDate, language),
        })}
        well={well}
        status={header.status}
      >
        <PageLink className="button" page={pages.view} query={{ id: header.id }}>
          {t("activity.editor.printable")}
        </PageLink>
        <PageLink className="button" page={pages.form} query={{ well: well.id }}>
          {t("activity.editor.newOrOther")}
        </PageLink>
      </ReportHeader>

      <ReportNotices header={header} editable={editable} />

      <div className="ddr-overview">
        <SectionIndex
          sections={declaration.sections}
          stateOf={(id) => (document.saved[id] ? "saved" : "notSaved")}
          dirty={dirty}
        />
        <div className="card">
          <h2>{t("activity.editor.reportsOfWell")}</h2>
          <ActivityReportList data={data} currentId={header.id} />
        </div>
      </div>

      {editable ? (
        <SubmitReportForm action={action} result={submitResult} sectionTitle={sectionTitle} />
      ) : null}
      {editable ? <OpenEverySectionLink /> : null}

      {declaration.sections.map((section) => {
        const saved = document.saved[section.id];
        return (
          <ReportSectionCard
            key={section.id}
            section={section}
            saved={saved}
            // A saved section's form starts from its figures, so the page carries the value once.
            start={saved ? (document.values[section.id] ?? null) : null}
            value={document.values[section.id]}
            {...sectionSaveAnswer(actionData, section.id)}
            editable={editable}
            context={document.context}
            lookups={{ lookups: document.lookups }}
            action={action}
            onDirtyChange={onDirtyChange}
            dirty={dirty[section.id] ?? false}
          />
        );
      })}
    </div>
  );
  return editable ? <OpenSectionsProvider value={openSections}>{page}</OpenSectionsProvider> : page;
}
