import { useTranslation } from "~/i18n/use-translation";

import { formatDateTime, isLanguage } from "~/i18n/i18n";

import { NothingRow } from "./nothing-row";
import { Money } from "./ui";
import { versionName } from "./version-name";
import type { AfeVersionView } from "./view-models";
import { ColumnHeads } from "~/components/column-heads";

/** "Original" for the first AFE of a well, "Supplement n" for the ones after it. */
export { versionName as versionLabel } from "./version-name";

/** The AFE versions of one well; the planner database also shows who created each. */
export function AfeVersionsTable({
  versions,
  showCreatedBy = false,
}: {
  versions: AfeVersionView[];
  showCreatedBy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="planner-table">
        <caption>{t("planner.figures.versions")}</caption>
        <ColumnHeads
          labels={[
            t("planner.columns.version"),
            t("planner.columns.status"),
            t("planner.columns.reference"),
            t("planner.columns.reason"),
            t("planner.columns.lines"),
            t("planner.columns.amount"),
            showCreatedBy && t("planner.columns.createdBy"),
            t("planner.columns.approvedBy"),
            t("planner.columns.approvedAt"),
          ]}
        />
        <tbody>
          {versions.length === 0 ? (
            <NothingRow columns={showCreatedBy ? 9 : 8}>{t("planner.figures.noAfe")}</NothingRow>
          ) : (
            versions.map((version) => (
              <tr key={version.id}>
                <td>{versionName(t, version.versionNo)}</td>
                <td>{t(`planner.status.${version.status}`)}</td>
                <td>{version.reference}</td>
                <td>{version.reason}</td>
                <td className="num">{version.lines}</td>
                <td className="num">
                  <Money amount={version.amount} />
                </td>
                {showCreatedBy ? <td>{version.createdByName}</td> : null}
                <td>{version.approvedByName}</td>
                <td>{version.approvedAt ? formatDateTime(version.approvedAt, language) : ""}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
