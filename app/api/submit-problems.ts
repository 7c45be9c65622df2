/**
 * What stops a report's submission, as the API says it: each problem keeps its section and code
 * and gets a detail in the reader's words, the sentence the form shows beside its submit button.
 */
import { translateError } from "~/i18n/error-text";
import type { ReportKindDeclaration } from "~/sections/report-kinds";
import type { SubmitProblem } from "~/sections/submit-check";

type Translate = (key: string, params?: Record<string, unknown>) => string;

const CARRIED = "ddr.editor.carriedNotChecked";

export function submitProblemsInWords(
  t: Translate,
  declaration: ReportKindDeclaration,
  problems: readonly SubmitProblem[],
) {
  return problems.map((problem) => {
    const labelKey = declaration.sections.find((s) => s.id === problem.sectionId)?.labelKey;
    const section = labelKey ? t(labelKey) : problem.sectionId;
    let detail: string;
    if (problem.code === CARRIED) {
      // The API has no carried-over banner to point at: what to do is to save the section.
      detail = `${section}: ${t("ddr.editor.carriedNotSaved")}`;
    } else if (problem.code === "ddr.editor.missingSection") {
      detail = t(problem.code, { section });
    } else {
      const key = problem.params
        ? `${problem.code}|${JSON.stringify(problem.params)}`
        : problem.code;
      detail = t("ddr.editor.sectionProblem", { section, problem: translateError(t, key) });
    }
    return { ...problem, detail };
  });
}
