import { useTranslation } from "~/i18n/use-translation";

import { translateError } from "~/components/field-errors";
import { FileUploadForm } from "~/components/file-upload-form";
import { useHydrated } from "~/components/hydrated";
import { MAX_UPLOAD_MB, type UploadOutcome } from "~/reports/spreadsheet-limits";

/**
 * Download the report's template and upload a filled one; a saved file tells what it did not
 * read, a refused one lists its first problems and how many there are.
 */
export function SpreadsheetUpload({
  action,
  templateHref,
  result,
}: {
  action: string;
  templateHref: string;
  result: UploadOutcome | null;
}) {
  const { t } = useTranslation();
  // Without JavaScript the answer to an upload opens here, where its result is told.
  const hydrated = useHydrated();
  return (
    <section className="card ddr-spreadsheet" aria-labelledby="ddr-spreadsheet">
      <h2 id="ddr-spreadsheet">{t("ddr.spreadsheet.title")}</h2>
      <p className="hint">{t("ddr.spreadsheet.intro")}</p>
      <p>
        <a className="button" href={templateHref} download>
          {t("ddr.spreadsheet.download")}
        </a>
      </p>
      <FileUploadForm
        id="ddr-workbook"
        name="workbook"
        label={t("ddr.spreadsheet.file", { size: MAX_UPLOAD_MB })}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        submit={t("ddr.spreadsheet.upload")}
        action={hydrated ? action : `${action}#ddr-spreadsheet`}
        className="inline-form"
        error={result && !result.saved ? <UploadRefusal result={result} /> : null}
      />
      {result?.saved && result.notes.length > 0 ? (
        <div className="notice" role="status">
          <p>{t("ddr.spreadsheet.notesTitle")}</p>
          <ul>
            {result.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Why the workbook was not saved, under its field: the reason, its first problems, how many more. */
function UploadRefusal({ result }: { result: Extract<UploadOutcome, { saved: false }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{translateError(t, result.error)}</p>
      {result.errors.length > 0 ? (
        <table className="data-table">
          <caption>{t("ddr.spreadsheet.errorsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ddr.spreadsheet.sheet")}</th>
              <th scope="col">{t("ddr.spreadsheet.row")}</th>
              <th scope="col">{t("ddr.spreadsheet.column")}</th>
              <th scope="col">{t("ddr.spreadsheet.message")}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error, index) => (
              <tr key={index}>
                <td>{error.sheet}</td>
                <td>{error.row ?? ""}</td>
                <td>{error.column ?? ""}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.total > result.errors.length ? (
        <p>
          {t("ddr.spreadsheet.moreProblems", {
            shown: result.errors.length,
            more: result.total - result.errors.length,
          })}
        </p>
      ) : null}
    </>
  );
}
