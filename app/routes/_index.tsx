import { redirect } from "@remix-run/node";

import { pages } from "~/navigation/pages";

export function loader() {
  return redirect(pages.home.path);
}
