import { RecordBatch, Schema, Table, tableFromArrays } from "apache-arrow";

type Column = Float32Array | Float64Array | Int32Array | (string | null)[];

/**
 * An Arrow table from columns, with the units and links recorded in the schema metadata
 * ("unit:<column>", "href" with a {date} placeholder, …). Values are single precision where a
 * chart cannot show more, which keeps the series small on the wire.
 */
export function seriesTable(
  columns: Record<string, Column>,
  metadata: Record<string, string> = {},
): Table {
  const table = tableFromArrays(columns as Parameters<typeof tableFromArrays>[0]);
  const schema = new Schema(table.schema.fields, new Map(Object.entries(metadata)));
  return new Table(
    schema,
    table.batches.map((batch) => new RecordBatch(schema, batch.data)),
  );
}

export const f32 = (values: Iterable<number | null>) =>
  Float32Array.from(values, (v) => (v === null ? NaN : v));

/** The same table with more schema metadata (e.g. which wells a series across wells covers). */
export function withMetadata(table: Table, metadata: Record<string, string>): Table {
  const schema = new Schema(
    table.schema.fields,
    new Map([...table.schema.metadata, ...Object.entries(metadata)]),
  );
  return new Table(
    schema,
    table.batches.map((batch) => new RecordBatch(schema, batch.data)),
  );
}
