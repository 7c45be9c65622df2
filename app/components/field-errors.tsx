import { useTranslation } from "~/i18n/use-translation";

import { translateError } from "~/i18n/error-text";

// The screens keep reading it from here, beside the list that shows it.
export { translateError };

/**
 * The messages under a field; errors are translation keys (optionally "key|{json params}").
 * A field without errors renders nothing and asks for no translator: a DDR page has hundreds of
 * fields, and each `useTranslation` costs a copy of the i18n instance in a server render.
 */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return <FieldErrorList id={id} errors={errors} />;
}

function FieldErrorList({ id, errors }: { id: string; errors: string[] }) {
  const { t } = useTranslation();
  return (
    <ul id={id} className="field-errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{translateError(t, error)}</li>
      ))}
    </ul>
  );
}
