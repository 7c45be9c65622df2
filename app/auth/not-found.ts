/** The answer for a record or page a user may not see: the same as one that does not exist. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}
