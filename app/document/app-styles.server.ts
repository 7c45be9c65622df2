import { readFileSync } from "node:fs";
import path from "node:path";

import type { AppStylesValue } from "./app-styles";
import stylesheet from "~/styles/app.css";

const read = new Map<string, string | null>();

/**
 * The built stylesheet's text. Built assets live under public/ at the path of their URL
 * (remix.config.js: assetsBuildDirectory is public/ + publicPath), which is also where the
 * server serves them from.
 */
export function appStyles(): AppStylesValue {
  let text = read.get(stylesheet);
  if (text === undefined) {
    try {
      text = readFileSync(path.join(process.cwd(), "public", stylesheet), "utf8");
    } catch (error) {
      console.error("The app stylesheet could not be read; pages link to it instead.", error);
      text = null;
    }
    read.set(stylesheet, text);
  }
  return { href: stylesheet, text };
}
