import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

import { loadDocumentStrings } from "./i18n/screen-strings";
import { AppStylesContext, appStylesFromPage } from "./document/app-styles";
import { rememberScriptsRun } from "./document/scripts-cookie";

// Only the document's language, and of it the chrome and the screens the page shows, is
// downloaded before hydrating; the server-rendered page works without scripts meanwhile, and
// stays that way if the strings cannot be loaded.
// A report section's editor the server drew hydrates with its code there (decision 080); other
// pages never fetch the loader.
const sectionForms = document.querySelector("form.section-form")
  ? import("./components/section-form-loader")
      .then((loader) => loader.loadSectionForm())
      .catch(() => undefined)
  : null;
Promise.all([loadDocumentStrings(document.documentElement), sectionForms]).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <AppStylesContext.Provider value={appStylesFromPage()}>
            <RemixBrowser />
          </AppStylesContext.Provider>
        </StrictMode>,
      );
    });
    rememberScriptsRun();
  },
  (error: unknown) => console.error("Could not load the page's strings.", error),
);
