import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";

import type { CurrentUser } from "~/auth/current-user";
import { notFound, setToast } from "~/auth/session.server";
import type { Field, Pad, Well } from "~/db/tables/assets";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";

import type { AssetOptions, StoredValues } from "./asset-form";
import { createField, fieldOptions, getField, removeField, updateField } from "./fields.server";
import { createPad, getPad, padOptions, removePad, updatePad } from "./pads.server";
import type { RemoveResult, SaveResult } from "./records.server";
import { fieldSchema, padSchema, wellSchema } from "./schemas";
import type { AssetTab } from "./tabs";
import { createWell, getWell, removeWell, updateWell } from "./wells.server";

// What the add, edit and remove routes share: reading a record for its form, parsing a posted
// form in the user's units and language, saving it, and turning refusals into messages.

export type FormOutcome =
  { saved: true; id: number; name: string } | { saved: false; reply: SubmissionResult<string[]> };

/** The choices a form of this tab needs (fields for a pad, pads for a well). */
export async function assetOptions(orgId: number, tab: AssetTab): Promise<AssetOptions> {
  switch (tab) {
    case "field":
      return {};
    case "pad":
      return { fields: await fieldOptions(orgId) };
    case "well":
      return { pads: await padOptions(orgId) };
  }
}

export interface StoredRecord {
  name: string;
  version: number;
  values: StoredValues;
}

/** A record of the user's organisation as its edit form starts from; null when there is none. */
export async function storedRecord(
  orgId: number,
  tab: AssetTab,
  id: number,
): Promise<StoredRecord | null> {
  switch (tab) {
    case "field": {
      const field = await getField(orgId, id);
      return field && { name: field.name, version: field.version, values: fieldValues(field) };
    }
    case "pad": {
      const pad = await getPad(orgId, id);
      return pad && { name: pad.name, version: pad.version, values: padValues(pad) };
    }
    case "well": {
      const well = await getWell(orgId, id);
      return well && { name: well.name, version: well.version, values: wellValues(well) };
    }
  }
}

function fieldValues(field: Field): StoredValues {
  return {
    name: field.name,
    location: field.location,
    concession: field.concession,
    remarks: field.remarks,
  };
}

function padValues(pad: Pad): StoredValues {
  return {
    fieldId: pad.field_id,
    name: pad.name,
    latitude: pad.latitude,
    longitude: pad.longitude,
    remarks: pad.remarks,
  };
}

function wellValues(well: Well): StoredValues {
  return {
    padId: well.pad_id,
    name: well.name,
    uwi: well.uwi,
    wellType: well.well_type,
    status: well.status,
    surfaceLatitude: well.surface_latitude,
    surfaceLongitude: well.surface_longitude,
    groundElevation: well.ground_elevation,
    rotaryTableElevation: well.rotary_table_elevation,
    spudDate: well.spud_date,
    releaseDate: well.release_date,
    plannedTd: well.planned_td,
    rig: well.rig,
    remarks: well.remarks,
  };
}

/**
 * Adds (no `id`) or updates a record from a posted form. Bad input and refusals come back as a
 * reply that keeps what the user typed; a record of another organisation throws 404.
 */
export async function saveAssetForm(
  user: CurrentUser,
  tab: AssetTab,
  formData: FormData,
  id?: number,
): Promise<FormOutcome> {
  const system = unitSystemFromStandard(user.unitStandard);
  const language = languageOf(user);
  switch (tab) {
    case "field": {
      const submission = parseWithZod(formData, { schema: fieldSchema });
      if (submission.status !== "success") return { saved: false, reply: submission.reply() };
      const value = submission.value;
      const result = id ? await updateField(user, id, value) : await createField(user, value);
      return outcome(tab, result, value.name, (options) => submission.reply(options));
    }
    case "pad": {
      const submission = parseWithZod(formData, { schema: padSchema(system, language) });
      if (submission.status !== "success") return { saved: false, reply: submission.reply() };
      const value = submission.value;
      const result = id ? await updatePad(user, id, value) : await createPad(user, value);
      return outcome(tab, result, value.name, (options) => submission.reply(options));
    }
    case "well": {
      const submission = parseWithZod(formData, { schema: wellSchema(system, language) });
      if (submission.status !== "success") return { saved: false, reply: submission.reply() };
      const value = submission.value;
      const result = id ? await updateWell(user, id, value) : await createWell(user, value);
      return outcome(tab, result, value.name, (options) => submission.reply(options));
    }
  }
}

/**
 * The answer to an add or edit form: the form again with its messages, or the tab's list
 * filtered to the saved record, so the user sees it, with a toast.
 */
export async function assetFormResponse(
  request: Request,
  tab: AssetTab,
  outcome: FormOutcome,
  message: "assets.toast.created" | "assets.toast.updated",
) {
  if (!outcome.saved) return json({ reply: outcome.reply }, { status: 400 });
  const cookie = await setToast(request, { kind: "success", title: "common.success", message });
  return redirect(`/field/${tab}?q=${encodeURIComponent(outcome.name)}`, {
    headers: { "Set-Cookie": cookie },
  });
}

type Reply = (options: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

function outcome(tab: AssetTab, result: SaveResult, name: string, reply: Reply): FormOutcome {
  if (result.ok) return { saved: true, id: result.id, name };
  switch (result.error) {
    case "notFound":
      throw notFound();
    case "conflict":
      return { saved: false, reply: reply({ formErrors: ["assets.errors.conflict"] }) };
    case "duplicateName":
      return {
        saved: false,
        reply: reply({
          fieldErrors: {
            name: [
              tab === "pad" ? "assets.errors.duplicatePadName" : "assets.errors.duplicateName",
            ],
          },
        }),
      };
    case "duplicateUwi":
      return {
        saved: false,
        reply: reply({ fieldErrors: { uwi: ["assets.errors.duplicateUwi"] } }),
      };
    case "parentNotFound":
      return {
        saved: false,
        reply: reply({
          fieldErrors:
            tab === "pad"
              ? { fieldId: ["assets.errors.fieldNotFound"] }
              : { padId: ["assets.errors.padNotFound"] },
        }),
      };
  }
}

export function removeAsset(user: CurrentUser, tab: AssetTab, id: number): Promise<RemoveResult> {
  switch (tab) {
    case "field":
      return removeField(user, id);
    case "pad":
      return removePad(user, id);
    case "well":
      return removeWell(user, id);
  }
}
