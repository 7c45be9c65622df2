/**
 * API errors as RFC 9457 problem details (`application/problem+json`): a stable `type` per kind
 * of problem, a short `title`, a `detail` for the person reading it, and field errors for a body
 * that did not validate.
 */
export const PROBLEM_TYPE = "application/problem+json";

export type ProblemKind =
  | "unauthorized"
  | "forbidden-or-missing"
  | "bad-request"
  | "validation"
  | "conflict"
  | "not-editable"
  | "not-approved"
  | "too-many-requests"
  | "not-acceptable"
  | "method-not-allowed"
  | "payload-too-large"
  | "unsupported-media-type"
  | "server-error";

export const PROBLEM_STATUS: Record<ProblemKind, number> = {
  unauthorized: 401,
  "forbidden-or-missing": 404,
  "bad-request": 400,
  validation: 400,
  conflict: 409,
  "not-editable": 409,
  "not-approved": 409,
  "too-many-requests": 429,
  "not-acceptable": 406,
  "method-not-allowed": 405,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "server-error": 500,
};

const TITLES: Record<ProblemKind, string> = {
  unauthorized: "Missing, unknown, revoked or expired access token",
  "forbidden-or-missing": "Not found",
  "bad-request": "The request could not be read",
  validation: "The body did not validate",
  conflict: "Changed by someone else since the version you sent",
  "not-editable": "The report can no longer be changed in this way",
  "not-approved": "The report is not approved yet",
  "too-many-requests": "Too many attempts",
  "not-acceptable": "No representation for the Accept header",
  "method-not-allowed": "Method not allowed",
  "payload-too-large": "Body too large",
  "unsupported-media-type": "The body is not of a type this operation reads",
  "server-error": "Something went wrong on our side",
};

export interface FieldProblem {
  /** JSON pointer into the body, e.g. "/values/stations/2/md". */
  pointer: string;
  detail: string;
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldProblem[];
  [extension: string]: unknown;
}

export function problemDetails(
  kind: ProblemKind,
  detail?: string,
  extensions: Record<string, unknown> = {},
): ProblemDetails {
  return {
    type: `/api/v1/problems/${kind}`,
    title: TITLES[kind],
    status: PROBLEM_STATUS[kind],
    ...(detail ? { detail } : {}),
    ...extensions,
  };
}

export function problem(
  kind: ProblemKind,
  detail?: string,
  options: { extensions?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  const body = problemDetails(kind, detail, options.extensions);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store", ...options.headers },
  });
}

/** A JSON pointer (RFC 6901) from a path of keys and indexes. */
export function jsonPointer(path: readonly (string | number)[]): string {
  return path
    .map((part) => `/${String(part).split("~").join("~0").split("/").join("~1")}`)
    .join("");
}
