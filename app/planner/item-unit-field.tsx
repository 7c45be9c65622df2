/**
 * A cost item's unit: one of the list, or, while adding, a new one named in place, so a missing
 * unit never sends the planner away from a half-filled item (the unit is added with the item).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

import { SelectField, TextField } from "./ui";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export function ItemUnitField({
  unit,
  newUnit,
  units,
}: {
  unit: AnyField;
  /** Only while adding an item. */
  newUnit?: AnyField | undefined;
  units: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        field={unit}
        label={t("planner.columns.unit")}
        options={units.map((u) => ({ value: u.id, label: u.name }))}
        emptyLabel={t("planner.form.choose")}
      />
      {newUnit ? (
        <TextField
          field={newUnit}
          label={t("planner.form.newUnit")}
          hint={t("planner.form.newUnitHint")}
        />
      ) : null}
    </>
  );
}
