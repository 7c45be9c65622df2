import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { FieldErrors } from "~/components/field-errors";
import type { Language } from "~/domain/units/systems";
import { formatDateTime } from "~/i18n/i18n";
import {
  TOKEN_LIFETIMES,
  createTokenSchema,
  type AccessTokenListEntry,
  type TokenActionResult,
} from "~/identity/access-token-rules";
import { useUnits } from "~/units/use-units";

/**
 * The profile's personal access tokens for the JSON API: make one (named, with a lifetime; its
 * secret is shown once), see them, revoke one.
 */
export function AccessTokens({
  tokens,
  result,
}: {
  tokens: AccessTokenListEntry[];
  result: TokenActionResult | null;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const [form, fields] = useForm({
    id: "access-token",
    lastResult: result?.intent === "createToken" ? result.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createTokenSchema }),
    shouldValidate: "onSubmit",
    // An error goes as the name is typed, so the button does not move under the next click.
    shouldRevalidate: "onInput",
    defaultValue: { lifetime: "90" },
  });
  return (
    <section className="panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t("interop.tokens.title")}</h2>
      <p className="hint">{t("interop.tokens.intro")}</p>
      {result?.created ? (
        <div className="notice" role="status">
          <p>{t("interop.tokens.createdOnce", { name: result.created.name })}</p>
          <p>
            <code data-testid="new-token">{result.created.token}</code>
          </p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="createToken" />
        <div className="field">
          <label htmlFor={fields.name.id}>{t("interop.tokens.name")}</label>
          <input {...getInputProps(fields.name, { type: "text" })} maxLength={80} />
          <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.lifetime.id}>{t("interop.tokens.lifetime")}</label>
          <select {...getSelectProps(fields.lifetime)}>
            {TOKEN_LIFETIMES.map((days) => (
              <option key={days} value={days}>
                {t("interop.tokens.days", { count: days })}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.lifetime.errorId} errors={fields.lifetime.errors} />
        </div>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div className="button-row">
          <button type="submit" className="button primary">
            {t("interop.tokens.create")}
          </button>
        </div>
      </Form>
      {tokens.length > 0 ? (
        <table className="data-table">
          <caption>{t("interop.tokens.listCaption")}</caption>
          <thead>
            <tr>
              <TokenHeadings />
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <TokenCells
                  token={token}
                  language={language}
                  revokeLabel={t("interop.tokens.revoke", { name: token.name })}
                />
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("interop.tokens.none")}</p>
      )}
    </section>
  );
}

/** The heads of a token list's columns, from the token's name to its state. */
export function TokenHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t("interop.tokens.name")}</th>
      <th scope="col">{t("interop.tokens.prefix")}</th>
      <th scope="col">{t("interop.tokens.created")}</th>
      <th scope="col">{t("interop.tokens.expires")}</th>
      <th scope="col">{t("interop.tokens.lastUsed")}</th>
      <th scope="col">{t("interop.tokens.state")}</th>
    </>
  );
}

/** A token's cells under TokenHeadings, its times read in `language`. */
export function TokenCells({
  token,
  language,
  revokeLabel,
}: {
  token: Pick<
    AccessTokenListEntry,
    "id" | "name" | "prefix" | "createdAt" | "expiresAt" | "lastUsedAt" | "revokedAt"
  >;
  language: Language;
  revokeLabel: string;
}) {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : "—");
  return (
    <>
      <td>{token.name}</td>
      <td>
        <code>{token.prefix}…</code>
      </td>
      <td>{when(token.createdAt)}</td>
      <td>{when(token.expiresAt)}</td>
      <td>{when(token.lastUsedAt)}</td>
      <td>
        <TokenState token={token} revokeLabel={revokeLabel} />
      </td>
    </>
  );
}

/** A token's state in a list: revoked, expired, or a button that revokes it. */
export function TokenState({
  token,
  revokeLabel,
}: {
  token: Pick<AccessTokenListEntry, "id" | "revokedAt" | "expiresAt">;
  revokeLabel: string;
}) {
  const { t } = useTranslation();
  if (token.revokedAt) return <>{t("interop.tokens.revoked")}</>;
  if (new Date(token.expiresAt).getTime() <= Date.now()) return <>{t("interop.tokens.expired")}</>;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="revokeToken" />
      <input type="hidden" name="tokenId" value={token.id} />
      <button type="submit" className="button">
        {revokeLabel}
      </button>
    </Form>
  );
}
