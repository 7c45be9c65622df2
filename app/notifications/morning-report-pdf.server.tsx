/**
 * The approved daily report as a PDF attachment, drawn with @react-pdf/renderer (pure
 * JavaScript, no browser at run time; decision 053). Loaded on first use: start-up never pays
 * for it.
 */
import type { MorningReportLayout, ReportTable } from "./morning-report.server";

const styles = {
  page: { padding: 32, fontSize: 9, fontFamily: "Helvetica" },
  title: { fontSize: 15, marginBottom: 10, fontFamily: "Helvetica-Bold" },
  heading: { fontSize: 11, marginTop: 12, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  fact: { flexDirection: "row" as const, marginBottom: 2 },
  label: { width: "40%", fontFamily: "Helvetica-Bold" },
  value: { width: "60%" },
  tableTitle: { marginTop: 6, marginBottom: 2, fontFamily: "Helvetica-Oblique" },
  row: { flexDirection: "row" as const, borderBottom: "0.5pt solid #999", paddingVertical: 1 },
  headRow: { flexDirection: "row" as const, borderBottom: "1pt solid #333" },
  cell: { flex: 1, paddingRight: 3 },
  headCell: { flex: 1, paddingRight: 3, fontFamily: "Helvetica-Bold" },
};

export async function morningReportPdf(layout: MorningReportLayout): Promise<Uint8Array> {
  const { Document, Page, Text, View, renderToBuffer } = await import("@react-pdf/renderer");

  function Facts({ facts }: { facts: [string, string][] }) {
    return (
      <>
        {facts.map(([label, value], index) => (
          <View key={index} style={styles.fact} wrap={false}>
            <Text style={styles.label}>{label}</Text>
            <Text style={styles.value}>{value}</Text>
          </View>
        ))}
      </>
    );
  }

  function Table({ table }: { table: ReportTable }) {
    return (
      <View>
        <Text style={styles.tableTitle}>{table.title}</Text>
        <View style={styles.headRow} fixed>
          {table.headings.map((heading, index) => (
            <Text key={index} style={styles.headCell}>
              {heading}
            </Text>
          ))}
        </View>
        {table.rows.map((row, index) => (
          <View key={index} style={styles.row} wrap={false}>
            {row.map((cell, column) => (
              <Text key={column} style={styles.cell}>
                {cell}
              </Text>
            ))}
          </View>
        ))}
      </View>
    );
  }

  const buffer = await renderToBuffer(
    <Document title={layout.title} creator="Drillbook" producer="Drillbook">
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Text style={styles.title}>{layout.title}</Text>
        <Facts facts={layout.summary} />
        {layout.blocks.map((block, index) => (
          <View key={index}>
            <Text style={styles.heading}>{block.title}</Text>
            <Facts facts={block.facts} />
            {block.tables.map((table, tableIndex) => (
              <Table key={tableIndex} table={table} />
            ))}
          </View>
        ))}
      </Page>
    </Document>,
  );
  return new Uint8Array(buffer);
}
