/** Strings of the DDR spreadsheet: template download and upload (under `ddr.spreadsheet`). */
import type { DdrSpreadsheetResources } from "../en/ddr-spreadsheet";

export const ddrSpreadsheetId: DdrSpreadsheetResources = {
  title: "Lembar kerja",
  intro:
    "Unduh templat laporan ini (satu lembar per bagian, judul kolom dalam satuan Anda, daftar sebagai pilihan), isi, lalu unggah. Tidak ada yang disimpan kecuali seluruh berkas valid dan tidak ada yang menyimpan bagiannya sejak Anda mengunduhnya. Mengosongkan lembar yang berisi data akan menghapus data itu; lembar yang dihapus dari berkas tidak mengubah data tersimpan.",
  download: "Unduh templat (.xlsx)",
  file: "Templat yang sudah diisi (.xlsx, paling besar {{size}} MB)",
  upload: "Unggah",
  info: "Laporan",
  lists: "Daftar",
  well: "Sumur",
  date: "Tanggal laporan",
  reportNo: "No. laporan",
  unitSystem: "Sistem satuan",
  howTo:
    "Isi baris di bawah setiap judul kolom; nilai hasil hitungan tidak perlu diisi. Kolom dibaca menurut judulnya, jadi biarkan setiap judul apa adanya. Mengosongkan lembar yang berisi data akan menghapus data itu; lembar yang dihapus dari berkas tidak mengubah data tersimpan.",
  unitSystems: {
    api: "Imperial (ft, psi, bbl, °F)",
    apimix: "Metrik (m, bar, m^3, °K)",
    gde: "Campuran (m, psi, bbl, °C)",
  },
  saved_one: "Lembar kerja diunggah: {{count}} bagian disimpan.",
  saved_other: "Lembar kerja diunggah: {{count}} bagian disimpan.",
  refused_one: "Berkas tidak disimpan: {{count}} masalah. Perbaiki lalu unggah lagi.",
  refused_other: "Berkas tidak disimpan: {{count}} masalah. Perbaiki lalu unggah lagi.",
  errorsCaption: "Masalah dalam berkas yang diunggah",
  sheet: "Lembar",
  row: "Baris",
  column: "Kolom",
  message: "Pesan",
  noFile: "Pilih berkas .xlsx untuk diunggah.",
  notXlsx: "Berkas ini bukan buku kerja Excel (.xlsx).",
  notTemplate:
    "Buku kerja ini bukan templat laporan Drillbook. Unduh templat laporan ini lalu isi.",
  oldTemplate:
    "Templat ini tidak mencatat data tersimpan yang menjadi titik awalnya (dibuat oleh versi Drillbook sebelumnya), sehingga bisa membatalkan apa yang disimpan orang lain sejak itu. Unduh templat lagi dan salin nilai Anda ke dalamnya.",
  otherReport:
    "Berkas ini adalah templat {{fileWell}} tanggal {{fileDate}}; laporan ini {{well}} tanggal {{date}}. Unggah ke laporannya sendiri, atau unduh templat laporan ini.",
  conflict:
    "Tidak ada yang disimpan: sejak templat ini diunduh, seseorang telah menyimpan {{sections}}. Unduh templat lagi, atau hapus lembar-lembar itu dari berkas Anda agar data tersimpan tetap ada, lalu unggah lagi.",
  headerMissing: "Tabel “{{table}}” tidak memiliki baris judul kolom di bawah judulnya.",
  oneRecordRow:
    "Bagian ini hanya satu baris; ada {{rows}} baris yang terisi di bawah judul kolomnya.",
  columnMissing:
    "Kolom “{{column}}” tidak ada. Pertahankan setiap kolom templat: kolom yang hilang akan menghapus data tersimpan di dalamnya.",
  columnTwice: "Kolom “{{column}}” muncul lebih dari sekali.",
  wrongUnit: "Kolom ini dalam {{unit}}, tetapi sistem satuan berkas ini memakai {{expected}}.",
  formulaError: "Rumus menghasilkan {{error}}: perbaiki rumusnya atau ketik nilainya.",
  formulaNoResult:
    "Rumus ini tidak memiliki hasil tersimpan (berkas ditulis oleh program yang tidak menghitung). Buka dan simpan berkas di Excel atau LibreOffice, atau ketik nilainya.",
  percentCell: "Sel ini berformat persentase, tetapi kolomnya tidak dalam %.",
  notesTitle: "Tersimpan. Tidak semua isi berkas dibaca:",
  sheetIgnored: "Lembar “{{sheet}}” bukan bagian dari templat dan tidak dibaca.",
  sheetsEmpty: "Dibiarkan kosong, jadi tidak ada yang disimpan darinya: {{sheets}}.",
  sheetMissing:
    "Berkas tidak memiliki lembar untuk “{{section}}”: data tersimpan tetap apa adanya.",
  sheetCleared: "Lembar “{{sheet}}” dikosongkan, sehingga data yang tersimpan di dalamnya dihapus.",
  columnIgnored: "Lembar “{{sheet}}”: kolom {{column}} bukan kolom templat dan tidak dibaca.",
  moreProblems: "Ditampilkan {{shown}} masalah pertama; {{more}} lainnya tidak ditampilkan.",
  tooLarge: "Berkas lebih besar dari {{size}} MB.",
  code: "kode",
  tooMuchData:
    "Berkas ini berisi jauh lebih banyak daripada laporan satu hari: lembar-lembarnya berukuran {{size}} MB setelah dibuka, sedangkan templat laporan tetap di bawah {{max}} MB. Unggah templat laporan ini dengan baris hari ini saja.",
  tableMissing: "Tabel “{{table}}” tidak ditemukan di lembar ini.",
  yesNo: "Isi Ya atau Tidak.",
  nothing: "Berkas tidak berisi data untuk disimpan.",
};
