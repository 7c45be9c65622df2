import type { ReactNode } from "react";

/**
 * A table's head: one column header for each label, in order. A label that is `false` is a
 * column this table does not show (one that depends on the reader or the list).
 */
export function ColumnHeads({ labels }: { labels: (ReactNode | false)[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) =>
          label === false ? null : (
            // The columns are fixed for the table's life: their place is their identity.
            <th key={index} scope="col">
              {label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
