/**
 * A drilling-activity or subsurface report open in its form: its sections (each a SectionForm
 * while the report can be changed, read-only otherwise), submitting it, and the spec's question
 * before leaving with something unsaved. Everything comes from the kind's declaration.
 */
import { useActionData, type Location } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

import { isEditable } from "~/domain/reports/lifecycle";
import { formatDate, formatDateTime } from "~/i18n/i18n";
import { kindPages, pageHref } from "~/navigation/pages";
import type {
  ActivityFormActionData,
  ActivityFormData,
} from "~/routes/_app.form.drilling-activity.$type";
import { toFormValue } from "~/sections/form-values";
import { reportKind } from "~/sections/report-kinds";
import { useUnits } from "~/units/use-units";

import { LeaveGuard } from "../leave-guard";
import { PageLink } from "../page-link";
import { SectionForm } from "../section-form";
import { SubmitReportForm } from "../submit-report-form";
import { SectionReview } from "../section-review";

import { ActivityReportList } from "./choose";

/** Saving a section or jumping to one stays on the same report: nothing to ask. */
function sameReport(current: Location, next: Location): boolean {
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  return current.pathname === next.pathname && a.get("id") === b.get("id");
}

export function ActivityEditor({ data }: { data: Extract<ActivityFormData, { mode: "edit" }> }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const actionData = useActionData<ActivityFormActionData>();
  const { document, well } = data;
  const { header } = document;
  const declaration = reportKind(data.kind);
  const pages = kindPages(data.kind as Exclude<typeof data.kind, "ddr">);
  const editable = isEditable(header.status);
  const action = pageHref(pages.form, { well: well.id, id: header.id });
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => (current[id] === isDirty ? current : { ...current, [id]: isDirty }));
  }, []);
  const unsaved = Object.values(dirty).some(Boolean);
  const submitResult = actionData?.kind === "submit" ? actionData : null;
  const sectionTitle = (id: string) =>
    t(declaration.sections.find((s) => s.id === id)?.labelKey ?? id);

  return (
    <div className="ddr-page">
      <LeaveGuard when={unsaved && editable} isSamePage={sameReport} />
      <header className="ddr-header">
        <div>
          <h1>
            {t("activity.editor.heading", {
              report: t(declaration.titleKey),
              reportNo: header.reportNo,
              well: well.name,
              date: formatDate(header.reportDate, language),
            })}
          </h1>
          <p className="hint">
            {well.fieldName} · {well.padName}
          </p>
        </div>
        <div className="ddr-header-actions">
          <span className={`status-badge status-${header.status}`}>
            {t(`ddr.status.${header.status}`)}
          </span>
          <PageLink className="button" page={pages.view} query={{ id: header.id }}>
            {t("activity.editor.printable")}
          </PageLink>
          <PageLink className="button" page={pages.form} query={{ well: well.id }}>
            {t("activity.editor.newOrOther")}
          </PageLink>
        </div>
      </header>

      {header.returnComment && (header.status === "returned" || header.status === "draft") ? (
        <div className="notice warning" role="status">
          <p>
            {t("ddr.editor.returnedBy", {
              name: header.returnedBy ?? "",
              at: header.returnedAt ? formatDateTime(header.returnedAt, language) : "",
            })}
          </p>
          <blockquote>{header.returnComment}</blockquote>
        </div>
      ) : null}
      {!editable ? (
        <div className="notice" role="status">
          {t("ddr.editor.readOnly", { status: t(`ddr.status.${header.status}`) })}
        </div>
      ) : null}

      <div className="ddr-overview">
        <nav className="section-index card" aria-label={t("ddr.editor.sections")}>
          <h2>{t("ddr.editor.sections")}</h2>
          <ol>
            {declaration.sections.map((section) => {
              const state = document.saved[section.id] ? "saved" : "notSaved";
              return (
                <li key={section.id}>
                  <a href={`#section-${section.id}`}>{t(section.labelKey)}</a>{" "}
                  <span className={`section-state state-${state}`}>
                    {t(`ddr.editor.${state}`)}
                    {dirty[section.id] ? " •" : ""}
                  </span>
                  {section.requiredForSubmit && state !== "saved" ? (
                    <span className="hint"> ({t("ddr.editor.requiredToSubmit")})</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="card">
          <h2>{t("activity.editor.reportsOfWell")}</h2>
          <ActivityReportList data={data} currentId={header.id} />
        </div>
      </div>

      {editable ? (
        <SubmitReportForm
          action={action}
          result={submitResult}
          sectionTitle={sectionTitle}
        />
      ) : null}

      {declaration.sections.map((section) => {
        const saved = document.saved[section.id];
        const lastResult =
          actionData?.kind === "save" && actionData.sectionId === section.id
            ? actionData.reply
            : null;
        return (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className="report-section card"
            aria-labelledby={`section-${section.id}-title`}
          >
            <h2 id={`section-${section.id}-title`}>{t(section.labelKey)}</h2>
            {saved ? (
              <p className="hint">
                {t("ddr.editor.version", {
                  version: saved.version,
                  name: saved.savedBy ?? "",
                  at: formatDateTime(saved.savedAt, language),
                })}
              </p>
            ) : null}
            {editable ? (
              <SectionForm
                key={`${section.id}-${saved?.version ?? 0}`}
                section={section}
                defaultValue={toFormValue(section, saved?.value ?? null, system, language)}
                lastResult={lastResult}
                context={document.context}
                lookups={document.lookups}
                version={saved?.version ?? 0}
                action={action}
                onDirtyChange={onDirtyChange}
                saved={saved ? document.values[section.id] : undefined}
              />
            ) : document.values[section.id] ? (
              <SectionReview
                section={section}
                value={document.values[section.id]!}
                lookups={document.lookups}
              />
            ) : (
              <p className="hint">{t("ddr.consolidated.notReported")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
