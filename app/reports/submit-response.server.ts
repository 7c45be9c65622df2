/**
 * The answer to "Submit for approval" on any report kind's form: back to the report with a toast,
 * or the report's problems (and why it cannot be submitted) shown above its sections.
 */
import { json, redirect } from "@remix-run/node";

import { notFound, setToast } from "~/auth/session.server";
import type { SubmitProblem } from "~/sections/submit-check";

import type { SubmitResult } from "./report-lifecycle.server";

export interface SubmitReply {
  kind: "submit";
  problems: SubmitProblem[];
  error: string | null;
}

export async function submitResponse(
  request: Request,
  result: SubmitResult,
  back: string,
): Promise<Response> {
  if (!result.ok) {
    if (result.reason === "notFound") throw notFound();
    return json<SubmitReply>(
      {
        kind: "submit",
        problems: result.reason === "problems" ? result.problems : [],
        error:
          result.reason === "notEditable" ? "ddr.editor.notEditable" : "ddr.editor.cannotSubmit",
      },
      400,
    );
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "ddr.editor.submitted",
  });
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}
