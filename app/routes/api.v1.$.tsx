import { problem } from "~/api/problem";
import { apiHandler } from "~/api/request.server";

// Anything else under /api/v1: a problem, never the HTML not-found page.
export const loader = apiHandler(async () => problem("forbidden-or-missing"));
export const action = loader;
