import { Form, Link } from "@remix-run/react";
import { formatDate } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

import { translateError } from "~/components/field-errors";
import type { PagePreview } from "~/interop/trajectory-preview";
import { problemMessage, type WitsmlProblem } from "~/interop/witsml/problems";
import { ddrFormPath } from "~/reports/params";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";
import { ColumnHeads } from "./column-heads";
import { FileUploadForm } from "./file-upload-form";

export type TrajectoryImportOutcome =
  | { kind: "preview"; preview: PagePreview; text: string }
  | {
      kind: "refused";
      error: string;
      problems: WitsmlProblem[];
      sectionProblems?: { message: string; line: number | null }[];
    };

interface ReportInfo {
  wellId: number;
  wellName: string;
  reportDate: string;
  reportNo: number;
  editable: boolean;
  maxMb: number;
}

/**
 * A WITSML trajectory into a report's surveys: the upload, then a preview of what will be saved
 * (stations, what they replace, warnings), then the confirmation. Works without JavaScript: the
 * confirmation posts the file's text back and the server reads it again.
 */
export function TrajectoryImport({
  report,
  result,
}: {
  report: ReportInfo;
  result: TrajectoryImportOutcome | null;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const back = `${ddrFormPath(report.wellId, report.reportDate)}#section-surveys`;
  return (
    <div className="page-body">
      <h1>{t("interop.trajectory.title")}</h1>
      <p>
        {report.wellName} · {formatDate(report.reportDate, language)} · #{report.reportNo}
      </p>
      <p className="hint">{t("interop.trajectory.intro")}</p>
      {report.editable ? (
        <FileUploadForm
          id="witsml-file"
          name="witsml"
          label={t("interop.trajectory.file", { size: report.maxMb })}
          accept=".xml,text/xml,application/xml"
          submit={t("interop.trajectory.preview")}
          className="card inline-form"
          error={result?.kind === "refused" ? <Refusal result={result} /> : null}
        />
      ) : (
        <div className="notice" role="status">
          {t("interop.trajectory.notEditable")}
        </div>
      )}
      {result?.kind === "preview" ? <Preview result={result} /> : null}
      <p>
        <Link to={back}>{t("interop.trajectory.cancel")}</Link>
      </p>
    </div>
  );
}

function ProblemText({ problem }: { problem: WitsmlProblem }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const { key, params } = problemMessage(problem, (metres) =>
    formatQuantity("length", metres, system, language),
  );
  return <>{t(key, params)}</>;
}

/** Why the file was refused, under its field: the reason, then each problem with its line. */
function Refusal({ result }: { result: Extract<TrajectoryImportOutcome, { kind: "refused" }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{translateError(t, result.error)}</p>
      {result.problems.length > 0 || (result.sectionProblems?.length ?? 0) > 0 ? (
        <ul>
          {result.problems.map((problem, index) => (
            <li key={`p${index}`}>
              <ProblemText problem={problem} />
            </li>
          ))}
          {result.sectionProblems?.map((problem, index) => (
            <li key={`s${index}`}>
              {problem.line !== null ? `${t("interop.trajectory.line")} ${problem.line}: ` : ""}
              {translateError(t, problem.message)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Preview({ result }: { result: Extract<TrajectoryImportOutcome, { kind: "preview" }> }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const { preview } = result;
  const length = (value: unknown) =>
    formatQuantity("length", typeof value === "number" ? value : null, system, language, {
      withUnit: false,
    });
  const angle = (value: unknown) =>
    formatQuantity("angle", typeof value === "number" ? value : null, system, language, {
      withUnit: false,
    });
  const dls = (value: unknown) =>
    formatQuantity("doglegSeverity", typeof value === "number" ? value : null, system, language, {
      withUnit: false,
    });
  const lengthUnit = formatQuantity("length", 0, system, language).split(" ").at(-1);
  return (
    <section className="card" aria-labelledby="witsml-preview">
      <h2 id="witsml-preview">
        {t("interop.trajectory.previewTitle", {
          name: preview.name ?? t("interop.trajectory.unnamed"),
          version: preview.version,
        })}
      </h2>
      <p>
        {preview.replaced.count > 0
          ? t("interop.trajectory.replaces", {
              count: preview.replaced.count,
              from: `${length(preview.replaced.fromMd)} ${lengthUnit}`,
              to: `${length(preview.replaced.toMd)} ${lengthUnit}`,
            })
          : t("interop.trajectory.replacesNone")}
      </p>
      {preview.vsAzimuthFrom !== "section" ? (
        <p className="hint">
          {t(
            preview.vsAzimuthFrom === "file"
              ? "interop.trajectory.vsAzimuthFile"
              : "interop.trajectory.vsAzimuthClosure",
          )}
        </p>
      ) : null}
      {preview.warnings.length > 0 ? (
        <div className="notice" role="status">
          <p>{t("interop.trajectory.warningsTitle")}</p>
          <ul>
            {preview.warnings.map((warning, index) => (
              <li key={index}>
                <ProblemText problem={warning} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="version" value={preview.sectionVersion} />
        <textarea name="witsml" defaultValue={result.text} hidden readOnly />
        <button type="submit" className="button primary">
          {t("interop.trajectory.confirm", { count: preview.stations.length })}
        </button>
      </Form>
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t("interop.trajectory.stationsCaption")}</caption>
          <ColumnHeads
            labels={[
              t("ddr.surveys.md"),
              t("ddr.surveys.inclination"),
              t("ddr.surveys.azimuth"),
              t("ddr.surveys.toolType"),
              t("ddr.surveys.tvd"),
              t("ddr.surveys.ns"),
              t("ddr.surveys.ew"),
              t("ddr.surveys.dls"),
            ]}
          />
          <tbody>
            {preview.stations.map((station, index) => (
              <tr key={index}>
                <td>{length(station.md)}</td>
                <td>{angle(station.inclination)}</td>
                <td>{angle(station.azimuth)}</td>
                <td>{String(station.toolType ?? "")}</td>
                <td>{length(station.tvd)}</td>
                <td>{length(station.ns)}</td>
                <td>{length(station.ew)}</td>
                <td>{dls(station.dls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
