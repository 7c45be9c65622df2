/** Strings of the DDR spreadsheet: template download and upload (under `ddr.spreadsheet`). */
import type { DdrSpreadsheetResources } from "../en/ddr-spreadsheet";

export const ddrSpreadsheetId: DdrSpreadsheetResources = {
  title: "Lembar kerja",
  intro:
    "Unduh templat laporan ini (satu lembar per bagian, judul kolom dalam satuan Anda, daftar sebagai pilihan), isi, lalu unggah. Tidak ada yang disimpan kecuali seluruh berkas valid. Lembar yang dibiarkan kosong tidak diubah.",
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
    "Isi baris di bawah setiap judul kolom; nilai hasil hitungan tidak perlu diisi. Lembar yang kosong tidak mengubah data tersimpan.",
  saved: "Lembar kerja diunggah: {{count}} bagian disimpan.",
  refused: "Berkas tidak disimpan: {{count}} masalah. Perbaiki lalu unggah lagi.",
  errorsCaption: "Masalah dalam berkas yang diunggah",
  sheet: "Lembar",
  row: "Baris",
  column: "Kolom",
  message: "Pesan",
  noFile: "Pilih berkas .xlsx untuk diunggah.",
  notXlsx: "Berkas ini bukan buku kerja .xlsx.",
  tooLarge: "Berkas lebih besar dari {{size}} MB.",
  tableMissing: "Tabel “{{table}}” tidak ditemukan di lembar ini.",
  yesNo: "Isi Ya atau Tidak.",
  nothing: "Berkas tidak berisi data untuk disimpan.",
};
