import { z } from "zod";

import { ALL_PRIVILEGES } from "~/auth/privileges";
import {
  optionalRecordId,
  optionalRecordVersion,
  optionalText,
  parseIsoDate,
  recordId,
  recordVersion,
  requiredText,
} from "~/forms/input";

import { newPasswordSchema } from "./password-rules";

// The account forms' schemas, shared by the browser (instant messages) and the server (the
// check that counts). Messages are translation keys: the spec's table (validation.*) where it has
// a rule, otherwise accounts.validation.*.

const required = { error: "validation.required" } as const;

/** The two passwords are compared once the second is typed, whatever else failed. */
const onceConfirmTyped = {
  when: ({ value }: { value: unknown }) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { confirm_password?: unknown }).confirm_password === "string",
} as const;

const text = (max: number) => requiredText({ max });

const email = z
  .string(required)
  .trim()
  .max(254, { error: "validation.email" })
  .pipe(z.email({ error: "validation.email" }));

const confirmed = <T extends { password: string; confirm_password: string }>(value: T) =>
  value.password === value.confirm_password;

/**
 * A rule across fields is checked even when another field already failed (zod's default skips
 * it), so one submit shows every problem instead of revealing them in rounds. The rules read only
 * fields that are present or absent, never a value another check rejected.
 */
const alongOtherErrors = {
  when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
} as const;

export const registerSchema = z
  .object({
    fullname: text(120),
    email,
    password: newPasswordSchema,
    confirm_password: z.string(required).min(1, required),
  })
  .refine(confirmed, {
    error: "validation.confirmed",
    path: ["confirm_password"],
    ...onceConfirmTyped,
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string(required).min(1, required),
    new_password: newPasswordSchema,
    confirm_password: z.string(required).min(1, required),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: "validation.confirmed",
    path: ["confirm_password"],
    ...onceConfirmTyped,
  });

export const confirmAccountSchema = z.object({ token: z.string(required).min(1, required) });

/**
 * An edit (it names an id) must say which version its form showed, or the check against a newer
 * save cannot be made; only an Add form goes without. A script leaving it out is refused too.
 */
export const VERSION_UNKNOWN = "accounts.versionUnknown";
const namesItsVersion = (value: { id?: number | undefined; version?: number | undefined }) =>
  value.id === undefined || value.version !== undefined;
const versionRule = { error: VERSION_UNKNOWN, path: ["version"], ...alongOtherErrors };

export const LANGUAGE_CHOICES = ["auto", "en", "id"] as const;

export const profileSchema = z.object({
  fullName: text(120),
  email: email.optional(),
  unitStandard: z.number({ error: "validation.number" }).int().min(1).max(3),
  language: z.enum(LANGUAGE_CHOICES).default("auto"),
  version: recordVersion(),
});

export const organisationSchema = z
  .object({
    id: optionalRecordId(),
    name: text(120),
    bgColor: z
      .string(required)
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "accounts.validation.colour" })
      .transform((value) => value.toLowerCase()),
    isActive: z.boolean().default(false),
    version: optionalRecordVersion(),
  })
  .refine(namesItsVersion, versionRule);

export const USERNAME_PATTERN = /^[\p{L}\p{N}._@+-]{3,60}$/u;

/** Add mode asks for a password; edit mode hides it (spec section 4, "Forms"). */
export const userSchema = z
  .object({
    id: optionalRecordId(),
    fullName: text(120),
    username: z
      .string(required)
      .trim()
      .min(1, required)
      .regex(USERNAME_PATTERN, { error: "accounts.validation.username" }),
    email: email.optional(),
    orgId: recordId(),
    roleId: recordId(),
    password: newPasswordSchema.optional(),
    isActive: z.boolean().default(false),
    administersClients: z.boolean().default(false),
    version: optionalRecordVersion(),
  })
  .refine((value) => value.id !== undefined || value.password !== undefined, {
    error: "validation.required",
    path: ["password"],
    ...alongOtherErrors,
  })
  .refine(namesItsVersion, versionRule);

export const roleSchema = z
  .object({
    id: optionalRecordId(),
    orgId: recordId(),
    name: text(60),
    privileges: z
      .array(z.number().int())
      .default([])
      .refine((list) => list.every((p) => (ALL_PRIVILEGES as readonly number[]).includes(p)), {
        error: "accounts.validation.privileges",
      })
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    version: optionalRecordVersion(),
  })
  .refine(namesItsVersion, versionRule);

export const removeSchema = z
  .object({
    id: recordId(),
    version: optionalRecordVersion(),
  })
  .refine(namesItsVersion, versionRule);

/** YYYY-MM-DD, the value format of every date field (spec section 9). */
const isoDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, { error: "accounts.validation.date" });

/** Log Activity's filters, read from the address (all optional). */
export const auditFilterSchema = z
  .object({
    user: optionalRecordId(),
    action: optionalText({ max: 60 }).transform((text) => text ?? undefined),
    recordType: optionalText({ max: 60 }).transform((text) => text ?? undefined),
    from: isoDate.optional(),
    to: isoDate.optional(),
    org: optionalRecordId(),
  })
  // A From after the To would match nothing; said next to From rather than "Nothing to show".
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ["from"],
    error: "accounts.log.rangeReversed",
  });

export const AUDIT_FILTER_KEYS = ["user", "action", "recordType", "from", "to", "org"] as const;

export type OrganisationInput = z.infer<typeof organisationSchema>;
export type UserInput = z.infer<typeof userSchema>;
export type RoleInput = z.infer<typeof roleSchema>;
/** Every filter may be absent. */
export type AuditFilter = Partial<z.infer<typeof auditFilterSchema>>;
