import { useTranslation } from "react-i18next";

import { translateError } from "~/i18n/error-messages";

/** The messages under a field; errors are translation keys (optionally "key|{json params}"). */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{translateError(t, error)}</li>
      ))}
    </ul>
  );
}

export { translateError };
