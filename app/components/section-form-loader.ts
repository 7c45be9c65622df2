/**
 * A section's editor (the form library, its tables and controls) is code of its own, loaded when
 * a section is first opened, so a page only read never downloads it (decision 080). The server
 * has it before its first request, and a page drawn with an editor open loads it before hydrating
 * (entry.client.tsx), so that editor is never swapped for its review while it hydrates.
 */
import type { ComponentType } from "react";

import type { SectionFormProps } from "./section-form";

export type SectionFormComponent = ComponentType<SectionFormProps>;

let loaded: SectionFormComponent | null = null;

export function loadSectionForm(): Promise<{ default: SectionFormComponent }> {
  return import("./section-form").then((module) => {
    loaded = module.SectionForm;
    return { default: module.SectionForm };
  });
}

/** The editor's code when it is already here, so a new editor renders at once. */
export function loadedSectionForm(): SectionFormComponent | null {
  return loaded;
}

if (typeof document === "undefined") void loadSectionForm();
