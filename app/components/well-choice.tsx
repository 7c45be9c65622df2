import { Form } from "@remix-run/react";

/**
 * Another well's page, one choice away: the organisation's wells and a button that opens the
 * chosen one (a GET form: it works without JavaScript and the address names the well).
 */
export function WellChoice({
  id,
  label,
  wells,
  chosen,
  blank = false,
  submit,
  primary = false,
}: {
  id: string;
  label: string;
  wells: { id: number; name: string }[];
  /** The well shown now; left out, the list starts on `blank` or else on the first well. */
  chosen?: number;
  /** An empty first option, for a page that shows no well yet until one is chosen. */
  blank?: boolean;
  submit: string;
  primary?: boolean;
}) {
  return (
    <Form method="get" className="inline-form">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} name="well" defaultValue={chosen} key={chosen}>
          {blank ? <option value="" /> : null}
          {wells.map((well) => (
            <option key={well.id} value={well.id}>
              {well.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primary ? "button primary" : "button"}>
        {submit}
      </button>
    </Form>
  );
}
