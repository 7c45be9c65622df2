import { expect } from "vitest";

import {
  action as formAction,
  loader as formLoader,
} from "~/routes/_app.form.drilling-activity.$type";

import { call } from "../support/requests";

export const activityPath = (type: string, wellId: number, id?: number) =>
  `/form/drilling-activity/${type}?well=${wellId}${id ? `&id=${id}` : ""}`;

export function openActivity(cookie: string, type: string, wellId: number, id?: number) {
  return call(formLoader, activityPath(type, wellId, id), { cookie, params: { type } });
}

export function postActivity(
  cookie: string,
  type: string,
  wellId: number,
  id: number | undefined,
  form: Record<string, string>,
) {
  return call(formAction, activityPath(type, wellId, id), { cookie, form, params: { type } });
}

/** Creates a report of a kind and returns its id, read from where the form sends the user. */
export async function createActivity(
  cookie: string,
  type: string,
  wellId: number,
  date: string,
): Promise<number> {
  const response = await postActivity(cookie, type, wellId, undefined, {
    intent: "create",
    reportDate: date,
  });
  expect(response.status).toBe(302);
  const id = new URL(response.headers.get("location")!, "http://x").searchParams.get("id");
  expect(id).toMatch(/^\d+$/);
  return Number(id);
}

/** A section's form post: rows flattened the way the browser sends them. */
export function sectionForm(
  sectionId: string,
  version: number,
  values: Record<string, string | Record<string, string>[]>,
): Record<string, string> {
  const form: Record<string, string> = { intent: "save", sectionId, version: String(version) };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      value.forEach((row, index) => {
        for (const [column, cell] of Object.entries(row))
          form[`${name}[${index}].${column}`] = cell;
      });
    } else {
      form[name] = value;
    }
  }
  return form;
}

export const CASING = {
  stringType: "intermediate",
  holeSize: "12.25",
  od: "9.625",
  weight: "47",
  grade: "L80",
  thread: "BTC",
  shoeTrackJoints: "1",
  tally: [
    { jointNo: "1", length: "40", od: "9.625", grade: "L80", thread: "BTC" },
    { jointNo: "2", length: "39.5", od: "9.625", grade: "L80", thread: "BTC" },
    { jointNo: "3", length: "41", od: "9.625", grade: "L80", thread: "BTC" },
  ],
};
