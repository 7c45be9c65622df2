import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A file to send (a workbook, WITSML documents): its field and the button that posts it. `error`
 * says what was wrong with the file, beside it as a field's message would be.
 */
export function FileUploadForm({
  id,
  name,
  label,
  accept,
  multiple = false,
  submit,
  action,
  className,
  error,
}: {
  id: string;
  name: string;
  label: string;
  accept: string;
  multiple?: boolean;
  submit: string;
  action?: string;
  className: string;
  error?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <Form method="post" action={action} encType="multipart/form-data" className={className}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="file"
          name={name}
          multiple={multiple}
          required
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <div id={errorId} className="field-errors" role="alert">
            {error}
          </div>
        ) : null}
      </div>
      <button type="submit" className="button primary">
        {submit}
      </button>
    </Form>
  );
}
