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

// Services that name a version in a message do not know the reader's language: they write
// "AFE v3", and the message is put together with the version's name in that language
// (failures.ts): "KR-A2 Supplement 2 PRD-048".
const MARK = /\bAFE v(\d+)\b/g;

export function versionMark(versionNo: number): string {
  return `AFE v${versionNo}`;
}

export function withVersionNames(t: T, text: string): string {
  return text.replace(MARK, (_, n: string) => versionName(t, Number(n)));
}
