import { z } from "zod";

import { PASSWORD_MIN_LENGTH } from "./password-policy";

export { PASSWORD_MIN_LENGTH };

/** A new password: long enough, with a letter and a digit. Messages are translation keys. */
export const newPasswordSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, {
    error: `password.tooShort|${JSON.stringify({ min: PASSWORD_MIN_LENGTH })}`,
  })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: "password.tooWeak" });

/** Changing one's own password (spec section 7, with the current password asked first). */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: "validation.required" })
      .min(1, { error: "validation.required" }),
    new_password: newPasswordSchema,
    confirm_password: z
      .string({ error: "validation.required" })
      .min(1, { error: "validation.required" }),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: "validation.confirmed",
    path: ["confirm_password"],
    // Also when only the current password is missing or wrong, so both messages show at once.
    when: ({ issues }) => issues.every((issue) => issue.path?.[0] === "current_password"),
  });
