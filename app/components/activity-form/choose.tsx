/**
 * A drilling-activity or subsurface form before a report is open: a new report of a day (several
 * of a kind may share one), or one of the well's reports of the kind.
 */
import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { translateError } from "~/i18n/error-text";
import { formatDate } from "~/i18n/i18n";
import { kindPages, pageHref } from "~/navigation/pages";
import type {
  ActivityFormActionData,
  ActivityFormData,
} from "~/routes/_app.form.drilling-activity.$type";
import { reportKind } from "~/sections/report-kinds";
import { useUnits } from "~/units/use-units";

type ChooseData = Extract<ActivityFormData, { mode: "choose" | "edit" }>;

export function ActivityReportList({ data, currentId }: { data: ChooseData; currentId?: number }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const pages = kindPages(data.kind as Exclude<ChooseData["kind"], "ddr">);
  if (data.recent.length === 0) return <p className="hint">{t("activity.editor.noReports")}</p>;
  return (
    <ul className="recent-reports">
      {data.recent.map((report) => (
        <li key={report.id}>
          <Link
            to={pageHref(pages.form, { well: data.well.id, id: report.id })}
            aria-current={report.id === currentId ? "page" : undefined}
          >
            #{report.reportNo} · {formatDate(report.reportDate, language)}
          </Link>{" "}
          <span className={`status-badge status-${report.status}`}>
            {t(`ddr.status.${report.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Tells the server what today is where the user is (left empty without JavaScript). */
function BrowserToday() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!input.current) return;
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    input.current.value = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }, []);
  return <input ref={input} type="hidden" name="browserToday" defaultValue="" />;
}

export function ChooseActivityReport({
  data,
}: {
  data: Extract<ActivityFormData, { mode: "choose" }>;
}) {
  const { t } = useTranslation();
  const actionData = useActionData<ActivityFormActionData>();
  const error = actionData?.kind === "create" ? actionData.error : null;
  // A refused date stays as typed (with JavaScript off the page is drawn again).
  const typed = actionData?.kind === "create" ? actionData.date : undefined;
  const declaration = reportKind(data.kind);
  return (
    <div className="ddr-page">
      <h1>
        {t(declaration.titleKey)}: {data.well.name}
      </h1>
      <section className="card" aria-labelledby="new-report">
        <h2 id="new-report">{t("activity.editor.newReport")}</h2>
        <Form method="post" action={`?well=${data.well.id}`} className="inline-form">
          <input type="hidden" name="intent" value="create" />
          <BrowserToday />
          <div className="field">
            <label htmlFor="activity-date">{t("ddr.editor.reportDate")}</label>
            <input
              id="activity-date"
              type="date"
              name="reportDate"
              defaultValue={typed ?? data.today}
              required
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p className="field-errors" role="alert">
                {translateError(t, error)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button primary">
            {t("activity.editor.create")}
          </button>
        </Form>
      </section>
      <section className="card" aria-labelledby="recent-reports">
        <h2 id="recent-reports">{t("activity.editor.reportsOfWell")}</h2>
        <ActivityReportList data={data} />
      </section>
    </div>
  );
}
