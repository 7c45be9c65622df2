// Route modules import their stylesheets the way the Remix compiler understands; outside it
// (the in-process benchmarks) a stylesheet import is just its URL.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
      export async function load(url, context, nextLoad) {
        if (url.endsWith(".css")) {
          return { format: "module", source: "export default " + JSON.stringify(url) + ";", shortCircuit: true };
        }
        return nextLoad(url, context);
      }`),
  import.meta.url,
);
