/**
 * WITSML documents through the API: the version a request asks for, and the file as an XML
 * answer (the same files the pages download).
 */
import { WITSML_VERSIONS, type WitsmlVersion } from "~/interop/witsml/problems";

import { problem } from "./problem";

/**
 * `?version=` of an export: 2.0 when absent (as on the pages); anything else than a version we
 * write is a 400 problem naming the ones we do.
 */
export function witsmlVersionOf(request: Request): WitsmlVersion {
  const asked = new URL(request.url).searchParams.get("version");
  if (asked === null || asked === "") return "2.0";
  const version = WITSML_VERSIONS.find((v) => v === asked);
  if (version) return version;
  throw problem(
    "bad-request",
    `WITSML version "${asked.slice(0, 20)}" is not written here: ask for ${WITSML_VERSIONS.join(" or ")}.`,
    {
      extensions: {
        errors: [{ pointer: "/query/version", detail: `Use ${WITSML_VERSIONS.join(" or ")}.` }],
      },
    },
  );
}

export function witsmlAnswer(file: { xml: string; filename: string }): Response {
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
