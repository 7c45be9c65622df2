/**
 * Personal access tokens: what a user chooses when making one (a name, a lifetime) and what a
 * token looks like. Pure, shared by the profile form and the server.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

/** Lifetimes offered, in days; a token never lives longer than a year. */
export const TOKEN_LIFETIMES = [7, 30, 90, 365] as const;
export const MAX_TOKENS_PER_USER = 20;
/** Every token starts with this, so a leaked one is easy to recognise (and to search for). */
export const TOKEN_PREFIX = "dbk_";
/** Characters of a token shown in the list to tell tokens apart. */
export const SHOWN_PREFIX_LENGTH = 12;

export const createTokenSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(80, { error: "interop.tokens.nameTooLong" }),
  lifetime: z.coerce
    .number({ error: "validation.required" })
    .refine((days) => (TOKEN_LIFETIMES as readonly number[]).includes(days), {
      error: "interop.tokens.lifetimeInvalid",
    }),
});

export const revokeTokenSchema = z.object({
  tokenId: z.coerce.number({ error: "validation.required" }).int().positive(),
});

/** A well-formed token: the prefix and 43 base64url characters (32 random bytes). */
export function looksLikeToken(value: string): boolean {
  if (!value.startsWith(TOKEN_PREFIX) || value.length !== TOKEN_PREFIX.length + 43) return false;
  for (const char of value.slice(TOKEN_PREFIX.length)) {
    const ok =
      (char >= "a" && char <= "z") ||
      (char >= "A" && char <= "Z") ||
      (char >= "0" && char <= "9") ||
      char === "-" ||
      char === "_";
    if (!ok) return false;
  }
  return true;
}

export interface AccessTokenListEntry {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What a token action (make or revoke) answers the profile page. */
export interface TokenActionResult {
  intent: "createToken" | "revokeToken";
  reply: SubmissionResult<string[]> | null;
  /** The new token, shown this once. */
  created: { name: string; token: string } | null;
}
