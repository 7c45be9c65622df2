/**
 * A saved section, read-only, derived from its declaration: the single-record fields as a list of
 * label and value, each table as a table with units in the headers. Used wherever a report is
 * read rather than edited (submitted or approved reports, approval, consolidated report).
 */
import { useTranslation } from "~/i18n/use-translation";

import { fieldUnit, formatFieldValue } from "~/sections/display";
import type { LookupOptions } from "~/sections/lookup-lists";
import {
  fieldLabelKey,
  tableLabelKey,
  type AnySection,
  type StoredRow,
  type StoredSectionValue,
} from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

export function SectionReview({
  section,
  value,
  lookups,
  compact = false,
}: {
  section: AnySection;
  value: StoredSectionValue;
  lookups: LookupOptions;
  /** Leave out empty fields and tables (the printed morning report). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const fields = section.fields.filter(
    (f) => !compact || (value[f.name] !== null && value[f.name] !== undefined),
  );
  return (
    <div className="section-review">
      {fields.length > 0 ? (
        <dl className="review-fields">
          {fields.map((f) => {
            const unit = fieldUnit(f, system);
            const text = formatFieldValue(f, value[f.name] as StoredRow[string], {
              system,
              language,
              t,
              lookups,
            });
            return (
              <div key={f.name} className={f.kind === "longText" ? "wide" : undefined}>
                <dt>{t(fieldLabelKey(section, f))}</dt>
                <dd>
                  {text || "—"}
                  {text && unit ? <span className="unit"> {unit}</span> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {section.tables.map((table) => {
        const rows = (value[table.name] as StoredRow[] | undefined) ?? [];
        if (compact && rows.length === 0) return null;
        // A printed report leaves out columns nobody filled in.
        const columns = compact
          ? table.columns.filter((c) =>
              rows.some((row) => row[c.name] !== null && row[c.name] !== false),
            )
          : table.columns;
        return (
          <div className="table-scroll" key={table.name} tabIndex={0}>
            <table className="review-table">
              <caption>{t(tableLabelKey(section, table))}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {columns.map((c) => {
                    const unit = fieldUnit(c, system);
                    return (
                      <th scope="col" key={c.name}>
                        {t(fieldLabelKey(section, c))}
                        {unit ? <span className="unit">{unit}</span> : null}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + 1}>—</td>
                  </tr>
                ) : (
                  rows.map((row, index) => (
                    <tr key={index}>
                      <th scope="row">{index + 1}</th>
                      {columns.map((c) => (
                        <td key={c.name} className={`kind-${c.kind}`}>
                          {formatFieldValue(c, row[c.name], { system, language, t, lookups })}
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
