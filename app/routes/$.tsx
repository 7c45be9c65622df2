import type { LoaderFunctionArgs } from "@remix-run/node";

import { NotFoundPage } from "~/components/error-pages";

// Any unknown path answers 404 with the not-found page, keeping the address the user typed.
export function loader(_: LoaderFunctionArgs) {
  throw new Response("Not Found", { status: 404 });
}

export default function UnknownPath() {
  return (
    <main id="main">
      <NotFoundPage />
    </main>
  );
}
