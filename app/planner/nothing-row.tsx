import type { ReactNode } from "react";

/** A table's one row when it has nothing to list, spanning its columns. */
export function NothingRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="planner-empty">
        {children}
      </td>
    </tr>
  );
}
