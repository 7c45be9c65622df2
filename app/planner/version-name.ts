/**
 * One name for an AFE version everywhere (screens, messages, spreadsheets): "Original AFE" for a
 * well's first, "Supplement n" for the ones after it, in the reader's language.
 */
import { afeKindOf } from "~/domain/cost/afe-versions";

type T = (key: string, params?: Record<string, unknown>) => string;

export function versionName(t: T, versionNo: number): string {
  return afeKindOf(versionNo) === "original"
    ? t("planner.kind.original")
    : t("planner.kind.supplement", { n: versionNo - 1 });
}

// Services that name a version in a message do not know the reader's language: they leave this
// mark, and the message is put together with the name in that language (failures.ts).
const MARK = /\u27e8afe-version:(\d+)\u27e9/g;

export function versionMark(versionNo: number): string {
  return `\u27e8afe-version:${versionNo}\u27e9`;
}

export function withVersionNames(t: T, text: string): string {
  return text.replace(MARK, (_, n: string) => versionName(t, Number(n)));
}
