/**
 * On a report sent back before: what the approver said each time, and which sections the author
 * saved since the last return, so a second review starts from what changed.
 */
import { useTranslation } from "~/i18n/use-translation";

import { formatDateTime } from "~/i18n/i18n";
import { DDR_SECTIONS } from "~/sections";
import { useUnits } from "~/units/use-units";

interface ReReview {
  returns: { by: string | null; at: string; comment: string }[];
  savedSinceReturn: { sectionId: string; version: number; savedAt: string }[];
}

export function ReReviewNotes({ reReview }: { reReview: ReReview }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const title = (id: string) => t(DDR_SECTIONS.find((section) => section.id === id)!.labelKey);
  return (
    <section className="card re-review" aria-labelledby="re-review-title">
      <h2 id="re-review-title">{t("ddr.approval.earlierReturns")}</h2>
      <ol className="earlier-returns">
        {reReview.returns.map((entry) => (
          <li key={entry.at}>
            <p className="hint">
              {t("ddr.editor.returnedBy", {
                name: entry.by ?? "",
                at: formatDateTime(entry.at, language),
              })}
            </p>
            <blockquote>{entry.comment}</blockquote>
          </li>
        ))}
      </ol>
      <h3>{t("ddr.approval.savedSinceReturn")}</h3>
      {reReview.savedSinceReturn.length === 0 ? (
        <p>{t("ddr.approval.nothingSavedSinceReturn")}</p>
      ) : (
        <ul className="saved-since-return">
          {reReview.savedSinceReturn.map((entry) => (
            <li key={entry.sectionId}>
              <a href={`#morning-${entry.sectionId}`}>{title(entry.sectionId)}</a>{" "}
              <span className="hint">
                {t("ddr.approval.savedVersion", {
                  version: entry.version,
                  at: formatDateTime(entry.savedAt, language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
