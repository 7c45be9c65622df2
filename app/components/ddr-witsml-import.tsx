import { Form, Link } from "@remix-run/react";
import { Fragment } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";

import { translateError } from "~/components/field-errors";
import { dayProblemPlace, type ImportDayView } from "~/interop/trajectory-preview";
import { problemText, type WitsmlProblem, type WitsmlVersion } from "~/interop/witsml/problems";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";
import { ColumnHeads } from "./column-heads";
import { FileUploadForm } from "./file-upload-form";

export type DdrWitsmlOutcome =
  | {
      kind: "preview";
      version: WitsmlVersion;
      days: ImportDayView[];
      warnings: WitsmlProblem[];
      /** The revision the preview saw; the confirmation sends it back. */
      revision: string;
      /** The uploaded documents and their file names, sent back with the confirmation. */
      documents: { name: string; text: string }[];
      /** Why this preview was made again (someone saved a day meanwhile). */
      notice?: string;
    }
  | {
      kind: "refused";
      error: string;
      problems: WitsmlProblem[];
      days?: ImportDayView[];
      version?: WitsmlVersion;
    };

/** The preview's heading: the file's WITSML version, or that it was not recognised. */
export function previewHeading(t: TFunction, version: WitsmlVersion | undefined): string {
  return version
    ? t("interop.ddr.previewTitle", { version })
    : t("interop.ddr.previewTitleUnknown");
}

/**
 * WITSML daily reports into a well's DDRs: the upload, a preview day by day (created or
 * replaced, sections, problems, warnings), then the confirmation. Works without JavaScript.
 */
export function DdrWitsmlImport({
  well,
  result,
}: {
  well: { id: number; name: string; maxMb: number };
  result: DdrWitsmlOutcome | null;
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const lengthText = (metres: number) => formatQuantity("length", metres, system, language);
  const days = result?.days ?? [];
  const refused = result?.kind === "refused" ? result : null;
  const problems = refused?.problems ?? [];
  const warnings = result?.kind === "preview" ? result.warnings : [];
  const importable = result?.kind === "preview" && days.every((day) => day.problems.length === 0);
  return (
    <div className="page-body">
      <h1>{t("interop.ddr.title")}</h1>
      <p>{well.name}</p>
      <p className="hint">{t("interop.ddr.intro")}</p>
      <FileUploadForm
        id="witsml-ddr-file"
        name="witsml"
        label={t("interop.ddr.file", { size: well.maxMb })}
        accept=".xml,text/xml,application/xml"
        multiple
        submit={t("interop.trajectory.preview")}
        className="card inline-form"
        error={
          refused ? (
            <>
              <p>{translateError(t, refused.error)}</p>
              {problems.length > 0 ? (
                <ul>
                  {problems.map((problem, index) => (
                    <li key={index}>{problemText(t, problem, lengthText)}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null
        }
      />
      {days.length > 0 ? (
        <section className="card" aria-labelledby="ddr-witsml-preview">
          <h2 id="ddr-witsml-preview">{previewHeading(t, result?.version)}</h2>
          {result?.kind === "preview" && result.notice ? (
            <p className="field-errors" role="alert">
              {translateError(t, result.notice)}
            </p>
          ) : null}
          {warnings.length > 0 ? (
            <div className="notice" role="status">
              <p>{t("interop.trajectory.warningsTitle")}</p>
              <ul>
                {warnings.map((warning, index) => (
                  <li key={index}>{problemText(t, warning, lengthText)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <table className="data-table">
            <ColumnHeads
              labels={[
                t("interop.ddr.day"),
                t("interop.ddr.action"),
                t("interop.ddr.sections"),
                t("interop.ddr.activities"),
                t("interop.ddr.problems"),
              ]}
            />
            <tbody>
              {days.map((day) => (
                <tr key={day.reportDate}>
                  <td>{day.reportDate}</td>
                  <td>
                    {t(day.reportId === null ? "interop.ddr.creates" : "interop.ddr.replaces")}
                  </td>
                  <td>{day.sections.map((id) => t(`ddr.${id}.title`)).join(", ")}</td>
                  <td>{day.activities}</td>
                  <td>
                    {day.problems.length === 0 ? (
                      t("interop.ddr.none")
                    ) : (
                      <ul>
                        {day.problems.map((problem, index) => {
                          const place = dayProblemPlace(t, problem);
                          return (
                            <li key={index}>
                              {problem.section ? `${t(`ddr.${problem.section}.title`)}: ` : ""}
                              {place ? `${place}: ` : ""}
                              {translateError(t, problem.message)}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {importable && result?.kind === "preview" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="revision" value={result.revision} />
              {result.documents.map(({ name, text }, index) => (
                <Fragment key={index}>
                  <input type="hidden" name="witsmlName" value={name} />
                  <textarea name="witsml" defaultValue={text} hidden readOnly />
                </Fragment>
              ))}
              <button type="submit" className="button primary">
                {t("interop.ddr.confirm", { count: days.length })}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      <p>
        <Link to={`/form/daily-drilling-report?well=${well.id}`}>
          {t("interop.trajectory.cancel")}
        </Link>
      </p>
    </div>
  );
}
