import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { type PageInfo } from "~/components/list-controls";
import { ManageList, type ManageColumn } from "~/components/manage-list";

import { EditRemoveLinks, RemoveConfirm } from "./record-form";

/**
 * A Manage Account tab: the list of its records, named after them, with the record being edited
 * or removed shown selected, and beside the list the tab's panels (removal, Add / Edit).
 */
export function ManageTab<Row extends { id: number }>({
  records,
  rows,
  window,
  failed,
  columns,
  chosen,
  children,
}: {
  records: "organisations" | "roles" | "users";
  rows: Row[];
  window: PageInfo;
  failed: boolean;
  columns: ManageColumn<Row>[];
  /** The records open in the panels (being edited, being removed). */
  chosen: ({ id: number } | null)[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="manage-layout">
      <ManageList
        heading={{ id: `${records}-title`, text: t(`accounts.manage.${records}`) }}
        filterLabel={t(`accounts.${records}.filterLabel`)}
        keep={["tab"]}
        rows={rows}
        window={window}
        failed={failed}
        columns={columns}
        selected={(row) => chosen.some((record) => record?.id === row.id)}
      />
      {children}
    </div>
  );
}

/** The key of a tab's Add / Edit form: a new record to edit, or a save, starts it afresh. */
export function recordFormKey(editing: { id: number; version: number } | null, saves: number) {
  return editing ? `edit-${editing.id}-${editing.version}` : `add-${saves}`;
}

/** The roles or users a tab shows, as its loader sends them: a page of them, and those open. */
export interface RemovableRecords<Row extends { id: number; version: number }> {
  rows: Row[];
  window: PageInfo;
  failed: boolean;
  editing: Row | null;
  removing: Row | null;
}

/**
 * A tab of records that can be removed (roles, users): the list, and beside it the removal
 * question above the tab's Add / Edit form (`children`).
 */
export function RemovableRecordsTab<Row extends { id: number; version: number }>({
  record,
  records,
  columns,
  question,
  removeResult,
  children,
}: {
  record: "role" | "user";
  records: RemovableRecords<Row>;
  columns: ManageColumn<Row>[];
  question: (row: Row) => string;
  removeResult: SubmissionResult<string[]> | null | undefined;
  children: ReactNode;
}) {
  const { rows, window, failed, editing, removing } = records;
  return (
    <ManageTab
      records={`${record}s`}
      rows={rows}
      window={window}
      failed={failed}
      columns={columns}
      chosen={[editing, removing]}
    >
      <div>
        {removing ? (
          <RemoveConfirm
            key={`remove-${removing.id}`}
            titleId={`remove-${record}-title`}
            question={question(removing)}
            intent={`remove-${record}`}
            record={removing}
            lastResult={removeResult}
          />
        ) : null}
        {children}
      </div>
    </ManageTab>
  );
}

/** The Edit and Remove links of a removable record's row, named by `name` for screen readers. */
export function editRemoveColumn<Row extends { id: number }>(
  header: string,
  name: (row: Row) => string,
): ManageColumn<Row> {
  return {
    key: "actions",
    header,
    cell: (row) => <EditRemoveLinks id={row.id} name={name(row)} />,
  };
}
