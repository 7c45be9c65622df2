/** An administrator's list of the organisation's API access tokens. */
export const orgTokensEn = {
  title: "Access tokens of the organisation",
  intro:
    "Every personal access token the members of {{organisation}} hold for the JSON API. Revoke one that is lost, leaked or no longer needed: requests with it are refused at once. The tokens themselves cannot be read, only how they start.",
  caption: "Access tokens in {{organisation}}",
  holder: "Holder",
  none: "No member of this organisation has an access token.",
  revoke: 'Revoke "{{name}}" of {{holder}}',
  revokedToast:
    'The token "{{name}}" of {{holder}} is revoked; requests with it are refused from now on.',
};
