/** Minimum length of a new password (kept apart from the schema so pages can show it without zod). */
export const PASSWORD_MIN_LENGTH = 8;
