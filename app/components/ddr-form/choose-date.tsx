/**
 * The DDR form before a report is open: pick the well, then the date of a new report (the
 * earliest day without one is offered; a day still to come asks to be confirmed), or open one of
 * the well's recent reports.
 */
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { Language } from "~/domain/units/systems";
import { formatDate } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import type {
  DdrFormActionData,
  DdrFormLoaderData,
} from "~/routes/_app.form.daily-drilling-report";
import { useUnits } from "~/units/use-units";

import { PageLink } from "../page-link";
import { WellChoice } from "../well-choice";

type ChooseData = Extract<DdrFormLoaderData, { mode: "choose" }>;

export function PickWell({
  wells,
  titleKey = "ddr.nav.form",
}: {
  wells: { id: number; name: string }[];
  titleKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ddr-page">
      <h1>{t(titleKey)}</h1>
      {wells.length === 0 ? (
        <p>{t("ddr.editor.noWells")}</p>
      ) : (
        <WellChoice
          id="ddr-well"
          label={t("ddr.editor.pickWell")}
          wells={wells}
          submit={t("ddr.editor.open")}
          primary
        />
      )}
    </div>
  );
}

export function RecentReports({
  wellId,
  recent,
  current,
}: {
  wellId: number;
  recent: ChooseData["recent"];
  current?: string;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  if (recent.length === 0) return <p className="hint">{t("ddr.editor.noReports")}</p>;
  return (
    <ul className="recent-reports">
      {recent.map((report) => (
        <li key={report.id}>
          <PageLink
            page={pages.dailyDrillingReportForm}
            query={{ well: wellId, date: report.reportDate }}
            aria-current={report.reportDate === current ? "page" : undefined}
          >
            #{report.reportNo} · {formatDate(report.reportDate, language)}
          </PageLink>{" "}
          <span className={`status-badge status-${report.status}`}>
            {t(`ddr.status.${report.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The browser's own date, "YYYY-MM-DD": the rig's today, whatever the server's clock says. */
function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Tells the server what today is where the user is (left empty without JavaScript). */
function BrowserToday() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = localIsoDate(new Date());
  }, []);
  return <input ref={input} type="hidden" name="browserToday" defaultValue="" />;
}

/**
 * What the date field says of the days a report may be for: a released well's reports lie
 * between its first day and its rig release; any other well's run up to today.
 */
function dateHint(
  data: ChooseData,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: Language,
): string | null {
  const { firstDay, release } = data.days;
  if (!release) return data.date ? null : t("ddr.editor.allReported");
  const limits = {
    firstDay: formatDate(firstDay, language),
    release: formatDate(release, language),
  };
  if (!data.date) return t("ddr.editor.allReportedReleased", limits);
  return t(firstDay ? "ddr.editor.releasedDays" : "ddr.editor.releasedUpTo", limits);
}

export function ChooseDate({ data }: { data: ChooseData }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const actionData = useActionData<DdrFormActionData>();
  const created = actionData?.kind === "create" ? actionData : null;
  const error = created?.error ?? null;
  const future = created && "future" in created ? created.future : null;
  const early = created && "early" in created ? created.early : null;
  const late = created && "late" in created ? created.late : null;
  // A day still to come, or one before the well's first: asked once more before it is created.
  const unusual = future
    ? {
        date: future.date,
        question: t("ddr.editor.futureDate", {
          date: formatDate(future.date, language),
          today: formatDate(future.today, language),
        }),
      }
    : early
      ? {
          date: early.date,
          question: t("ddr.editor.earlyDate", {
            date: formatDate(early.date, language),
            firstDay: formatDate(early.firstDay, language),
          }),
        }
      : late
        ? {
            date: late.date,
            question: t("ddr.editor.afterReleaseDate", {
              date: formatDate(late.date, language),
              release: formatDate(late.release, language),
            }),
          }
        : null;
  const hint = dateHint(data, t, language);
  const action = `?well=${data.well.id}`;
  return (
    <div className="ddr-page">
      <h1>
        {t("ddr.nav.form")}: {data.well.name}
      </h1>
      <section className="card" aria-labelledby="new-report">
        <h2 id="new-report">{t("ddr.editor.newReport")}</h2>
        <Form method="post" action={action} className="inline-form">
          <input type="hidden" name="intent" value="create" />
          <BrowserToday />
          <div className="field">
            <label htmlFor="ddr-date">{t("ddr.editor.reportDate")}</label>
            <input
              id="ddr-date"
              type="date"
              name="reportDate"
              defaultValue={unusual?.date ?? data.date ?? undefined}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [error ? "ddr-date-error" : null, hint ? "ddr-date-hint" : null]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
            />
            {error ? (
              <p className="field-errors" id="ddr-date-error" role="alert">
                {t(error)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button primary">
            {t("ddr.editor.create")}
          </button>
        </Form>
        {hint ? (
          <p className="hint" id="ddr-date-hint">
            {hint}
          </p>
        ) : null}
        {unusual ? (
          <div className="notice warning future-date" role="alert">
            <p>{unusual.question}</p>
            <Form method="post" action={action} className="inline-form">
              <input type="hidden" name="intent" value="create" />
              <input type="hidden" name="reportDate" value={unusual.date} />
              <input type="hidden" name="confirmFuture" value={unusual.date} />
              <BrowserToday />
              {/* The question is the next thing to answer: with or without JavaScript. */}
              <button type="submit" className="button primary" autoFocus>
                {t("ddr.editor.createFuture", { date: formatDate(unusual.date, language) })}
              </button>
            </Form>
          </div>
        ) : null}
      </section>
      <section className="card" aria-labelledby="recent-reports">
        <h2 id="recent-reports">{t("ddr.editor.recent")}</h2>
        <RecentReports wellId={data.well.id} recent={data.recent} />
      </section>
    </div>
  );
}
