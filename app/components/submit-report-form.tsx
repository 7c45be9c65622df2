import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import type { SubmitProblem } from "~/sections/submit-check";

import { translateError } from "./field-errors";
import { SectionLink } from "./open-sections";

/**
 * Sends a report for approval, and when that is refused lists what stands in the way, each
 * problem a link to its section: the same for the DDR and every drilling-activity report.
 */
export function SubmitReportForm({
  action,
  result,
  sectionTitle,
  carriedFromReportNo,
}: {
  action: string;
  result: { problems: SubmitProblem[]; error: string | null } | null;
  sectionTitle: (sectionId: string) => string;
  /** The report a DDR's carried sections came from, named by "still as carried over". */
  carriedFromReportNo?: number | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Form method="post" action={action} className="submit-report card" preventScrollReset>
      <input type="hidden" name="intent" value="submit" />
      {result ? (
        <div className="form-error" role="alert">
          <p>{t(result.error ?? "ddr.editor.cannotSubmit")}</p>
          {result.problems.length > 0 ? (
            <ul>
              {result.problems.map((problem, index) => (
                <li key={index}>
                  <SectionLink sectionId={problem.sectionId}>
                    {problem.code === "ddr.editor.missingSection" ||
                    problem.code === "ddr.editor.carriedNotChecked"
                      ? t(problem.code, {
                          section: sectionTitle(problem.sectionId),
                          reportNo: carriedFromReportNo,
                        })
                      : t("ddr.editor.sectionProblem", {
                          section: sectionTitle(problem.sectionId),
                          problem: translateError(
                            t,
                            problem.params
                              ? `${problem.code}|${JSON.stringify(problem.params)}`
                              : problem.code,
                          ),
                        })}
                  </SectionLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="button primary"
        disabled={
          navigation.state === "submitting" && navigation.formData?.get("intent") === "submit"
        }
      >
        {t("ddr.editor.submit")}
      </button>
    </Form>
  );
}
