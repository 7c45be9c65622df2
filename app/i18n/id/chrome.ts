import type { ChromeResources } from "../en/chrome";
import { assetsId } from "./assets";
import { dashboardsId } from "./dashboards";
import { fieldDashboardsId } from "./field-dashboards";
import { orgTokensId } from "./org-tokens";
import { notificationsId } from "./notifications";
import { menuId } from "./menu";

/** Teks yang tampil di setiap halaman (lihat en/chrome.ts). */
export const chromeId: ChromeResources = {
  app: {
    name: "Drillbook",
    company: "Drillbook Systems",
    tagline: "Pelaporan operasi pemboran",
    titleSuffix: "Drillbook",
  },
  common: {
    loading: "Memuat...",
    pageTimeout: "Waktu memuat halaman habis. Apakah Anda yakin masih terhubung ke Internet?",
    retry: "Coba lagi",
    save: "Simpan",
    cancel: "Batal",
    close: "Tutup",
    yes: "Ya",
    no: "Tidak",
    error: "Kesalahan",
    success: "Berhasil",
    returnHome: "Kembali ke Beranda",
    skipToContent: "Langsung ke konten",
  },
  nav: {
    mainMenu: "Menu utama",
    toggleMenu: "Buka/tutup menu",
    toggleSettings: "Buka/tutup pengaturan",
    home: "Beranda",
    accountManagement: "Manajemen Akun",
    clientDetails: "Detail Klien",
    manageAccount: "Kelola Akun",
    logActivity: "Log Aktivitas",
    fieldDashboard: "Dasbor Lapangan",
    comparisonStudy: "Studi Perbandingan",
    wellDashboard: "Dasbor Sumur",
    addReport: "Tambah Laporan",
    reportApproval: "Persetujuan Laporan",
    databaseAndReports: "Basis Data dan Laporan",
    profile: "Profil",
    changePassword: "Ubah Kata Sandi",
    logout: "Keluar",
    help: "Bantuan",
    userMenu: "Menu pengguna",
    organisation: "Organisasi",
    outbox: "Kotak keluar",
  },
  footer: {
    copyright: "© {{year}} {{company}}. {{product}}.",
    aboutUs: "Tentang Kami",
    help: "Bantuan",
    contactUs: "Hubungi Kami",
  },
  auth: {
    signIn: "Masuk",
    signInTitle: "Masuk ke Drillbook",
    username: "Nama pengguna",
    password: "Kata sandi",
    wrongCredentials: "Nama pengguna atau kata sandi salah.",
    rateLimited:
      "Terlalu banyak percobaan masuk yang gagal. Coba lagi setelah {{time}} (sekitar {{minutes}} menit lagi).",
    signedOut: "Anda telah keluar.",
    sessionEnded: "Sesi Anda telah berakhir. Silakan masuk kembali.",
  },
  password: {
    title: "Ubah Kata Sandi",
    currentPassword: "Kata sandi saat ini",
    newPassword: "Kata sandi baru",
    confirmPassword: "Konfirmasi kata sandi baru",
    rules: "Minimal {{min}} karakter, dengan huruf dan angka.",
    changed: "Kata sandi diubah",
    tooShort: "Gunakan minimal {{min}} karakter.",
    tooWeak: "Gunakan minimal satu huruf dan satu angka.",
    otherSessionsEnded: "Sesi Anda yang lain telah dikeluarkan.",
    sameAsCurrent: "Pilih kata sandi yang berbeda dari kata sandi Anda sekarang.",
    currentWrong: "Ini bukan kata sandi Anda saat ini.",
    tooManyTries:
      "Terlalu banyak kata sandi yang salah. Coba lagi seperempat jam lagi, atau keluar lalu atur ulang kata sandi Anda.",
  },
  settings: {
    title: "Pengaturan",
    unitSystem: "Sistem satuan",
    language: "Bahasa",
    languageAuto: "Ikuti sistem satuan",
    saved: "Pengaturan disimpan",
    notSaved:
      "Pengaturan Anda tidak disimpan. Pilih salah satu pilihan yang ditampilkan lalu simpan lagi.",
    unitSystemApi: "api (imperial: ft, psi, bbl, °F)",
    unitSystemApimix: "apimix (metrik: m, bar, m^3, °K)",
    unitSystemGde: "gde (campuran: m, psi, bbl, °C)",
    languageEn: "English",
    languageId: "Bahasa Indonesia",
    signedInAs: "Masuk sebagai {{name}}",
    role: "Peran: {{role}}",
    organisation: "Organisasi: {{name}}",
  },
  notFound: {
    title: "Halaman tidak ditemukan",
    text: "Sepertinya Anda salah belok...",
  },
  errorPage: {
    title: "Terjadi kesalahan",
    text: "Halaman tidak dapat ditampilkan. Coba lagi, atau kembali ke beranda.",
  },
  badRequest: {
    title: "Permintaan itu tidak dapat digunakan",
    text: "Ada nilai di dalamnya yang tidak diterima halaman ini. Kembali, periksa isian Anda, lalu coba lagi. Tidak ada yang diubah.",
    badRecord: "Permintaan itu menyebut data yang tidak ada. Muat ulang halaman lalu coba lagi.",
    badValue:
      "Salah satu nilainya tidak dapat disimpan (angka yang terlalu besar, atau karakter yang tidak diizinkan).",
    badForm:
      "Permintaan itu tidak membawa formulir yang dapat dibaca halaman ini. Muat ulang halaman lalu kirim lagi.",
  },
  help: {
    title: "Bantuan",
    intro:
      "Drillbook menyimpan laporan pemboran harian dan laporan aktivitas pemboran sumur Anda, meneruskannya untuk persetujuan, dan menyajikannya sebagai dasbor.",
    signingIn: "Masuk",
    signingInText:
      "Masuk dengan nama pengguna dan kata sandi dari administrator Anda. Setelah lima kata sandi salah berturut-turut, proses masuk dijeda selama seperempat jam.",
    units: "Satuan dan bahasa",
    unitsText:
      "Buka Pengaturan (ikon roda gigi di kanan atas) untuk memilih sistem satuan: api (imperial), apimix (metrik) atau gde (campuran). Bahasa mengikuti sistem satuan kecuali Anda memilihnya sendiri.",
    privileges: "Yang dapat Anda lihat",
    privilegesText:
      "Menu menampilkan layar yang diizinkan untuk peran Anda. Hubungi administrator jika ada yang Anda perlukan belum tersedia.",
  },
  validation: {
    required: "Kolom ini wajib diisi.",
    email: "Kolom ini harus berisi email yang valid.",
    confirmed: "Kedua kata sandi tidak cocok.",
    length: "Kolom ini harus memiliki 2 pilihan.",
    numeric: "Kolom ini harus berupa numerik yang valid.",
    number: "Kolom ini harus berupa angka yang valid.",
    numberNotation:
      "Tulis angka dengan koma sebelum desimal dan titik di antara ribuan, mis. 1.234,50.",
    tooLong: "Gunakan paling banyak {{max}} karakter.",
    controlCharacters:
      "Hapus karakter kontrol yang tidak terlihat (seperti NUL, atau tab di kolom satu baris).",
    recordId: "Formulir ini menyebut data yang tidak ada. Muat ulang halaman lalu coba lagi.",
  },
  privilege: {
    "1": "Melihat detail klien",
    "2": "Mengelola akun",
    "3": "Melihat log aktivitas",
    "4": "Studi perbandingan",
    "5": "Laporan pemboran harian: basis data dan laporan",
    "6": "Laporan aktivitas pemboran: basis data dan laporan",
    "7": "Basis data bawah permukaan",
    "8": "Basis data perencana",
    "9": "Formulir perencana",
    "10": "Formulir laporan pemboran harian",
    "11": "Formulir aktivitas pemboran",
    "12": "Formulir bawah permukaan",
    "13": "Formulir persetujuan",
    "14": "Dasbor",
  },
  units: {
    atLeast: "Masukkan minimal {{value}} {{unit}}.",
    atMost: "Masukkan maksimal {{value}} {{unit}}.",
    atLeastValue: "Masukkan minimal {{value}}.",
    atMostValue: "Masukkan maksimal {{value}}.",
  },
  assets: assetsId,
  home: {
    title: "Beranda",
  },
  dashboards: dashboardsId,
  fieldDashboards: fieldDashboardsId,
  orgTokens: orgTokensId,
  notifications: notificationsId,
  ...menuId,
};
