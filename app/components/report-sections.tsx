/**
 * What every report form is made of, whatever its kind (the daily drilling report, the activity
 * and subsurface reports): the header with the report's status, the notices of a returned or
 * read-only report, the index of its sections with their state, and one card per section (its
 * review, and while the report can be changed its form once the user opens it). A new report
 * kind's form is these parts fed by its declaration.
 */
import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { formatDateTime } from "~/i18n/i18n";
import { toFormValue } from "~/sections/form-values";
import type { AnySection, SectionContext, StoredSectionValue } from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

import { CloseSectionLink, SectionLink, useOpenSectionsContext } from "./open-sections";
import type { SectionFormProps } from "./section-form";
import {
  loadedSectionForm,
  loadSectionForm,
  type SectionFormComponent,
} from "./section-form-loader";
import { prefetchSectionLists, useSectionLists, type PageLists } from "./section-lists";
import { SectionReview } from "./section-review";

const LazySectionForm = lazy(loadSectionForm);

/** An open section's editor, once its code and lists are there; until then `waiting`. */
function OpenSectionForm({
  waiting,
  onShown,
  ...props
}: SectionFormProps & { waiting: ReactNode; onShown: () => void }) {
  // Chosen once per editor: switching from the lazy to the loaded one would start it afresh.
  const [Form] = useState<SectionFormComponent>(() => loadedSectionForm() ?? LazySectionForm);
  return (
    <Suspense fallback={waiting}>
      <Form {...props} />
      <Shown onShown={onShown} />
    </Suspense>
  );
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** Which sections have changes not saved yet, for the index's mark and the leave guard. */
export function useDirtySections() {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => (current[id] === isDirty ? current : { ...current, [id]: isDirty }));
  }, []);
  return { dirty, onDirtyChange, unsaved: Object.values(dirty).some(Boolean) };
}

/** The report's title, its well's field and pad, its status and the actions beside them. */
export function ReportHeader({
  title,
  well,
  status,
  actionsClassName = "ddr-header-actions",
  children,
}: {
  title: string;
  well: { fieldName: string; padName: string };
  status: string;
  actionsClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="ddr-header">
      <div>
        <h1>{title}</h1>
        <p className="hint">
          {well.fieldName} · {well.padName}
        </p>
      </div>
      <div className={actionsClassName}>
        <span className={`status-badge status-${status}`}>{t(`ddr.status.${status}`)}</span>
        {children}
      </div>
    </header>
  );
}

interface NoticeHeader {
  status: string;
  returnComment: string | null;
  returnedBy: string | null;
  returnedAt: string | null;
}

/** Why a returned report came back, and that a submitted or approved one cannot be changed. */
export function ReportNotices({ header, editable }: { header: NoticeHeader; editable: boolean }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <>
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
    </>
  );
}

export type SectionState = "saved" | "carried" | "notSaved";

/** The list of the report's sections, each with whether it is saved and still needed. */
export function SectionIndex({
  sections,
  stateOf,
  dirty,
  highlighted,
  carriedFromReportNo,
}: {
  sections: readonly AnySection[];
  stateOf: (id: string) => SectionState;
  dirty: Record<string, boolean>;
  highlighted?: string | null;
  carriedFromReportNo?: number;
}) {
  const { t } = useTranslation();
  return (
    <nav className="section-index card" aria-label={t("ddr.editor.sections")}>
      <h2>{t("ddr.editor.sections")}</h2>
      <ol>
        {sections.map((section) => {
          const state = stateOf(section.id);
          const current = highlighted != null && section.id === highlighted;
          return (
            <li
              key={section.id}
              className={current ? "highlighted" : undefined}
              aria-current={current ? "location" : undefined}
            >
              <SectionLink sectionId={section.id}>{t(section.labelKey)}</SectionLink>{" "}
              <span className={`section-state state-${state}`}>
                {t(`ddr.editor.${state}`, { reportNo: carriedFromReportNo })}
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
  );
}

interface SavedVersion {
  version: number;
  savedBy: string | null;
  savedAt: string;
  carried?: boolean;
}

/** What the last save said to one section's card: its reply and refused figures, if it was its. */
export function sectionSaveAnswer(
  actionData:
    | {
        kind: string;
        sectionId?: string;
        reply?: SubmissionResult<string[]>;
        figures?: SectionFormProps["refusedFigures"];
      }
    | undefined,
  sectionId: string,
) {
  const answered = actionData?.kind === "save" && actionData.sectionId === sectionId;
  return {
    lastResult: answered ? (actionData.reply ?? null) : null,
    refusedFigures: answered ? actionData.figures : undefined,
  };
}

/**
 * One section of an open report: its review, with its form once opened while the report can be
 * changed. A closed section of an editable report renders no form, so the page carries no inputs
 * or option lists for sections nobody is working in.
 */
export function ReportSectionCard({
  section,
  saved,
  start,
  value,
  lastResult,
  refusedFigures,
  editable,
  context,
  lookups,
  action,
  onDirtyChange,
  dirty = false,
  highlighted = false,
  carriedFromReportNo,
  rowNotes,
}: {
  section: AnySection;
  saved: SavedVersion | undefined;
  /** What the form starts from: the saved value, or what was carried over. */
  start: StoredSectionValue | null;
  /** The saved value with its figures worked out, for the review and the form's figures. */
  value: StoredSectionValue | undefined;
  lastResult: SubmissionResult<string[]> | null;
  /** The figures the server worked out from a refused save's values. */
  refusedFigures?: SectionFormProps["refusedFigures"];
  editable: boolean;
  context: SectionContext;
  lookups: PageLists;
  action: string;
  onDirtyChange: (id: string, isDirty: boolean) => void;
  /** The section's form has changes not saved yet: it stays open. */
  dirty?: boolean;
  highlighted?: boolean;
  carriedFromReportNo?: number;
  /** A note under rows of a table, e.g. the activity reports covering a time-log row. */
  rowNotes?: SectionFormProps["rowNotes"];
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const sections = useOpenSectionsContext();
  const title = t(section.labelKey);
  const open = editable && (sections?.isOpen(section.id) ?? true);
  // What the review shows: the saved figures, else what was carried over and not saved yet.
  const shown = value ?? (editable ? (start ?? undefined) : undefined);
  const lists = useSectionLists(section, lookups, open);
  const review = shown ? (
    <SectionReview section={section} value={shown} lookups={lookups.lookups} />
  ) : (
    <p className="hint">
      {t(editable ? "ddr.editor.notReportedYet" : "ddr.consolidated.notReported")}
    </p>
  );
  const onShown = useCallback(() => sections?.shown(section.id), [sections, section.id]);
  // While the editor's code or lists are on their way, the review stays where it was; the line
  // above it tells a user on a slow network that the Edit they pressed was heard.
  const waiting = (
    <div aria-busy="true">
      <p className="hint" role="status">
        {t("ddr.editor.opening")}
      </p>
      {review}
    </div>
  );
  let body = review;
  if (open && lists.failed) {
    body = (
      <>
        <p className="form-error" role="alert">
          {t("ddr.editor.listsFailed")}{" "}
          <SectionLink sectionId={section.id} reload>
            {t("ddr.editor.openFromServer")}
          </SectionLink>
        </p>
        {review}
      </>
    );
  } else if (open && !lists.lookups) {
    body = waiting;
  } else if (open && lists.lookups) {
    body = (
      <OpenSectionForm
        key={`${section.id}-${saved?.version ?? 0}`}
        waiting={waiting}
        onShown={onShown}
        section={section}
        defaultValue={toFormValue(section, start, system, language)}
        lastResult={lastResult}
        refusedFigures={refusedFigures}
        context={context}
        lookups={lists.lookups}
        version={saved?.version ?? 0}
        action={action}
        onDirtyChange={onDirtyChange}
        saved={saved ? value : undefined}
        rowNotes={rowNotes}
        actions={dirty ? null : <CloseSectionLink sectionId={section.id} label={title} />}
      />
    );
  }
  return (
    <section
      id={`section-${section.id}`}
      className={`report-section card${highlighted ? " highlighted" : ""}`}
      aria-labelledby={`section-${section.id}-title`}
    >
      <div className="report-section-heading">
        <h2 id={`section-${section.id}-title`}>{title}</h2>
        {editable && !open && sections ? (
          <SectionLink
            sectionId={section.id}
            className="button"
            edit
            onIntent={() => {
              void loadSectionForm();
              prefetchSectionLists(section, lookups);
            }}
          >
            {t("ddr.editor.edit")}
            <span className="visually-hidden"> {title}</span>
          </SectionLink>
        ) : null}
      </div>
      {saved ? (
        <p className="hint">
          {t(saved.carried ? "ddr.editor.carriedVersion" : "ddr.editor.version", {
            version: saved.version,
            name: saved.savedBy ?? "",
            at: formatDateTime(saved.savedAt, language),
            reportNo: carriedFromReportNo,
          })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
