import { problem } from "~/api/problem";
import { apiWrite, writeOnly } from "~/api/request.server";
import {
  importAnswer,
  previewAnswer,
  readWitsmlBodies,
  revisionOf,
} from "~/api/witsml-import.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";

// POST /api/v1/wells/{wellId}/daily-reports-witsml[?preview]: a WITSML opsReport (with the
// tubulars of its bits, as multipart parts) or DrillReport into the well's DDRs; the preview's
// revision comes back in If-Match.
export const action = apiWrite(
  { methods: ["POST"], privilege: Privilege.DailyDrillingReportForm },
  async ({ request, params, user }) => {
    const wellId = parseRecordId(params.wellId);
    if (!wellId) return problem("forbidden-or-missing");
    const texts = await readWitsmlBodies(request);
    if (new URL(request.url).searchParams.has("preview")) return previewAnswer(user, wellId, texts);
    const revision = revisionOf(request);
    if (revision === null) {
      return problem("bad-request", "Preview the file first and send its revision as If-Match.");
    }
    return importAnswer(user, wellId, texts, revision);
  },
);

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
