import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The report form's way to WITSML: import this report's surveys, export the well's trajectory. */
export function WitsmlLinks({
  wellId,
  reportId,
  reportDate,
  editable,
  approved,
}: {
  wellId: number;
  reportId: number;
  reportDate: string;
  editable: boolean;
  approved: boolean;
}) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ well: String(wellId), date: reportDate });
  return (
    <section className="card" aria-labelledby="ddr-witsml">
      <h2 id="ddr-witsml">{t("ddr.witsml.title")}</h2>
      <ul>
        {editable ? (
          <li>
            <Link to={`/form/daily-drilling-report/import-trajectory?${query}`}>
              {t("ddr.witsml.importSurveys")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={`/form/daily-drilling-report/import-witsml?well=${wellId}`}>
            {t("ddr.witsml.importDailyReports")}
          </Link>
        </li>
        {approved ? (
          <>
            <li>
              <a href={`/report/daily-drilling-report.xml?report=${reportId}&version=2.0`} download>
                {t("ddr.witsml.exportDdr20")}
              </a>
            </li>
            <li>
              <a
                href={`/report/daily-drilling-report.xml?report=${reportId}&version=1.4.1.1`}
                download
              >
                {t("ddr.witsml.exportDdr141")}
              </a>
            </li>
            <li>
              <a
                href={`/report/daily-drilling-report.xml?report=${reportId}&version=2.0&object=bha`}
                download
              >
                {t("ddr.witsml.exportBha20")}
              </a>
            </li>
            <li>
              <a
                href={`/report/daily-drilling-report.xml?report=${reportId}&version=1.4.1.1&object=bha`}
                download
              >
                {t("ddr.witsml.exportBha141")}
              </a>
            </li>
          </>
        ) : null}
        <li>
          <a href={`/well-trajectory.xml?well=${wellId}&version=1.4.1.1`} download>
            {t("ddr.witsml.exportTrajectory141")}
          </a>
        </li>
        <li>
          <a href={`/well-trajectory.xml?well=${wellId}&version=2.0`} download>
            {t("ddr.witsml.exportTrajectory20")}
          </a>
        </li>
      </ul>
    </section>
  );
}
