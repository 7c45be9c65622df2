/** Strings of the DDR spreadsheet: template download and upload (under `ddr.spreadsheet`). */

export const ddrSpreadsheetEn = {
  title: "Spreadsheet",
  intro:
    "Download the template of this report (a sheet per section, headers in your units, lists as drop-downs), fill it in and upload it. Nothing is saved unless the whole file is valid. Sheets left empty are not changed.",
  download: "Download template (.xlsx)",
  file: "Filled template (.xlsx, at most {{size}} MB)",
  upload: "Upload",
  info: "Report",
  lists: "Lists",
  well: "Well",
  date: "Report date",
  reportNo: "Report no.",
  unitSystem: "Unit system",
  howTo:
    "Fill the rows under each header; leave computed values out. A sheet left empty keeps what is saved.",
  saved: "Spreadsheet uploaded: {{count}} sections saved.",
  refused: "The file was not saved: {{count}} problems. Fix them and upload again.",
  errorsCaption: "Problems in the uploaded file",
  sheet: "Sheet",
  row: "Row",
  column: "Column",
  message: "Message",
  noFile: "Choose an .xlsx file to upload.",
  notXlsx: "The file is not an .xlsx workbook.",
  tooLarge: "The file is larger than {{size}} MB.",
  tableMissing: "The table “{{table}}” was not found on this sheet.",
  yesNo: "Enter Yes or No.",
  nothing: "The file holds no data to save.",
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const ddrSpreadsheetId: Widen<typeof ddrSpreadsheetEn> = {
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
