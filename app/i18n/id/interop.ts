import type { interopEn } from "../en/interop";
import type { Widen } from "../widen";

/** String WITSML impor dan ekspor serta token akses API (di bawah `interop`). */
export const interopId: Widen<typeof interopEn> = {
  trajectory: {
    title: "Impor survei dari WITSML",
    intro:
      "Unggah trajectory WITSML (1.4.1.1 atau 2.0). Anda melihat apa yang akan disimpan sebelum disimpan: stasiun menggantikan stasiun survei laporan ini, dan stasiun pada atau di atas tie-in tidak diambil (laporan sebelumnya memuatnya).",
    file: "Berkas trajectory WITSML (.xml, maksimal {{size}} MB)",
    preview: "Pratinjau",
    confirm: "Simpan {{count}} stasiun",
    cancel: "Kembali ke laporan",
    previewTitle: "Pratinjau: {{name}} (WITSML {{version}})",
    unnamed: "trajectory tanpa nama",
    replaces:
      "Menggantikan {{count}} stasiun yang tersimpan di laporan ini (MD {{from}} sampai {{to}}).",
    replacesNone: "Laporan ini belum memuat stasiun.",
    vsAzimuthFile: "Azimut vertical section diambil dari berkas.",
    vsAzimuthClosure:
      "Berkas tidak memuat azimut vertical section: azimut closure stasiun terakhirnya dipakai. Ubah di bagian survei bila perlu.",
    warningsTitle: "Peringatan",
    stationsCaption: "Stasiun yang akan disimpan",
    saved: "{{count}} stasiun survei diimpor.",
    refused: "Berkas tidak diimpor. Perbaiki masalah di bawah lalu unggah lagi.",
    conflict:
      "Seseorang menyimpan survei laporan ini setelah pratinjau Anda. Tidak ada yang diimpor: pratinjau berkas lagi.",
    noFile: "Pilih berkas WITSML untuk diunggah.",
    tooLarge: "Berkas lebih besar dari {{size}} MB.",
    notEditable: "Laporan ini tidak dapat diubah lagi.",
    line: "Baris",
    element: "Elemen",
    message: "Masalah",
  },
  tokens: {
    title: "Token akses",
    intro:
      'Token akses pribadi memungkinkan skrip memakai API Drillbook atas nama Anda, dengan hak akses Anda di organisasi ini. Perlakukan seperti kata sandi. Kirim sebagai "Authorization: Bearer <token>".',
    name: "Nama token",
    lifetime: "Kedaluwarsa setelah",
    days: "{{count}} hari",
    create: "Buat token",
    createdOnce:
      'Token "{{name}}" dibuat. Salin sekarang: token hanya ditampilkan kali ini dan tidak dapat dibaca lagi.',
    listCaption: "Token Anda",
    prefix: "Diawali",
    created: "Dibuat",
    expires: "Kedaluwarsa",
    lastUsed: "Terakhir dipakai",
    state: "Status",
    revoke: 'Cabut "{{name}}"',
    revoked: "Dicabut",
    expired: "Kedaluwarsa",
    none: "Anda belum memiliki token akses.",
    revokedToast: "Token dicabut; permintaan dengan token ini ditolak mulai sekarang.",
    notFound: "Token tidak ditemukan atau sudah dicabut.",
    tooMany: "Token aktif Anda terlalu banyak: cabut dulu token yang tidak dipakai lagi.",
    nameTooLong: "Nama paling banyak 80 karakter.",
    lifetimeInvalid: "Pilih salah satu masa berlaku yang tersedia.",
  },
  ddr: {
    title: "Impor laporan harian dari WITSML",
    intro:
      "Unggah opsReport WITSML 1.4.1.1 (dengan dokumen tubulars untuk bit-nya, seperti yang diekspor Drillbook) atau DrillReport 2.0 untuk sumur ini; pilih beberapa berkas sekaligus untuk beberapa hari. Setiap hari menjadi laporan harian hari itu (dibuat dengan data bawaannya bila belum ada): time log, personel, pengecekan lumpur, survei, bit (bit record 2.0, tubulars 1.4.1.1), biaya harian dan insiden HSE (1.4.1.1) menggantikan milik laporan; bit record melengkapi bit laporan dengan nomor yang sama, dan bagian umum serta keselamatan mengambil kedalaman, ukuran lubang, teks 24 jam, tanggal uji BOP dan kartu STOP yang diberikan berkas. Tidak ada yang disimpan kecuali setiap hari valid; laporan yang sudah diajukan atau disetujui tidak pernah diubah.",
    file: "Berkas laporan harian WITSML (.xml, maksimal {{size}} MB per berkas)",
    tooManyFiles: "Unggah paling banyak {{count}} berkas sekaligus.",
    previewTitle: "Pratinjau (WITSML {{version}})",
    previewTitleUnknown: "Pratinjau (versi WITSML tidak dikenali)",
    day: "Hari",
    action: "Yang terjadi",
    creates: "Membuat laporan",
    replaces: "Mengganti bagian laporan",
    sections: "Bagian",
    activities: "Aktivitas",
    problems: "Masalah",
    none: "Tidak ada",
    confirm: "Impor {{count}} hari",
    saved: "{{count}} laporan harian diimpor dari WITSML.",
    refused: "Tidak ada yang diimpor. Perbaiki masalahnya lalu unggah berkas lagi.",
    conflict:
      "Laporan tanggal {{date}} disimpan orang lain setelah pratinjau Anda: tidak ada yang diimpor. Periksa pratinjau baru di bawah dan impor lagi.",
    conflictUnknown:
      "Laporan harian berubah setelah pratinjau Anda: tidak ada yang diimpor. Periksa pratinjau baru di bawah dan impor lagi.",
    problemAt: "{{element}} {{position}} (baris {{line}})",
    problemAtFile: "{{element}} {{position}} ({{file}}, baris {{line}})",
    notEditable: "Laporan hari ini sudah diajukan atau disetujui dan tidak dapat diubah.",
  },
  problem: {
    notXml: "Ini bukan XML yang benar (baris {{line}}).",
    notWitsml:
      "<{{element}}> (baris {{line}}) bukan trajectory WITSML: seharusnya <trajectorys> (1.4.1.1) atau <Trajectory> (2.0).",
    wrongNamespace:
      "<{{element}}> (baris {{line}}) berada di namespace {{found}}; WITSML memerlukan {{expected}}.",
    severalObjects:
      "<{{element}}> (baris {{line}}) memuat {{count}} trajectory: impor satu per satu.",
    noStations:
      "<{{element}}> (baris {{line}}) tidak memuat stasiun survei dengan MD, inklinasi dan azimut.",
    missingUom:
      "<{{element}}> (baris {{line}}) tidak memiliki uom: setiap ukuran harus menyebut satuannya.",
    unknownUom:
      '<{{element}}> (baris {{line}}): satuan "{{uom}}" tidak kami kenali di sini ({{known}}).',
    invalidNumber: '<{{element}}> (baris {{line}}): "{{text}}" bukan angka.',
    outOfRange: "<{{element}}> (baris {{line}}): {{text}} di luar rentang.",
    tooManyStations: "Berkas memuat lebih banyak stasiun daripada yang dapat ditampung laporan.",
    stationSkipped:
      "<{{element}}> (baris {{line}}) tidak memiliki {{fields}} (kosong atau -999.25): stasiun tidak diambil.",
    duplicateMd:
      "<{{element}}> (baris {{line}}) mengulang MD {{md}} dari stasiun di baris {{firstLine}}: yang pertama dipakai.",
    outOfOrder:
      "Stasiun tidak berurutan menurut MD (pertama di baris {{line}}): diurutkan menurut MD.",
    gap: "Tidak ada stasiun antara MD {{from}} dan {{to}} (baris {{line}}): ada celah dalam survei.",
    toolAssumed:
      "<{{element}}> (baris {{line}}) tidak menyebut alat survei yang kami kenal: dianggap {{tool}}.",
    positionsDiffer:
      "TVD dan N/E berkas berbeda dari minimum curvature hingga {{difference}}: metode atau tie-in lain. Posisi yang ditampilkan dihitung ulang.",
    aboveTieIn_one:
      "{{count}} stasiun pada atau di atas tie-in (MD {{md}}) tidak diambil: laporan sebelumnya memuatnya.",
    aboveTieIn_other:
      "{{count}} stasiun pada atau di atas tie-in (MD {{md}}) tidak diambil: laporan sebelumnya memuatnya.",
    noReportDate: "<{{element}}> (baris {{line}}) tidak menyebut tanggal laporan.",
    badTime:
      '<{{element}}> (baris {{line}}): "{{text}}" bukan waktu di dalam hari laporan {{date}}.',
    unknownCode:
      '<{{element}}> (baris {{line}}): kode aktivitas "{{code}}" bukan kode IADC yang kami kenal: diimpor sebagai 23 Other.',
    overlap:
      "<{{element}}> (baris {{line}}) mulai pukul {{from}}, sebelum aktivitas sebelumnya selesai ({{previousTo}}): aktivitas tumpang tindih.",
    notDailyReport:
      "<{{element}}> (baris {{line}}) bukan laporan harian WITSML: seharusnya <opsReports> (1.4.1.1, dengan <tubulars>-nya untuk bit) atau <DrillReport> (2.0).",
    mixedVersions:
      "<{{element}}> (baris {{line}}) adalah WITSML {{found}}, laporan harian lainnya {{expected}}: unggah satu versi sekaligus.",
    dayTwice:
      "<{{element}}> (baris {{line}}) adalah laporan kedua untuk {{date}}: unggah setiap hari satu kali.",
    bitsWithoutOpsReport:
      "<{{element}}> (baris {{line}}) memuat catatan bit laporan harian 1.4.1.1: unggah bersama <opsReports> hari itu.",
    bitDayUnknown:
      "<{{element}}> (baris {{line}}) tidak menyebutkan bit ini milik laporan hari apa: unggah hanya bersama opsReport satu hari.",
    bitDayMissing:
      "<{{element}}> (baris {{line}}) adalah bit laporan {{date}}, yang tidak ada dalam unggahan: tambahkan opsReport hari itu.",
    versionAssumed: "Dokumen tidak menyebut versinya.",
  },
};
