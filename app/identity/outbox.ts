// The outbox (local mail, no SMTP_URL) is read by administrators, but a link with a token in it
// signs someone in as its recipient or sets their password: only client administrators, who run
// the installation, see those links; everyone else sees where one was.

/** Stands in a mail's text for a link with a token; the outbox page shows it translated. */
export const HIDDEN_LINK = "[[hidden-link]]";

/** A link with a token, as a pattern JavaScript and PostgreSQL (`~`) read alike. */
export const TOKEN_LINK_PATTERN = String.raw`https?://\S*[?&]token=\S*`;

export function withoutTokenLinks(text: string): string {
  return text.replace(new RegExp(TOKEN_LINK_PATTERN, "g"), HIDDEN_LINK);
}
