import type { notificationsEn } from "../en/notifications";
import type { Widen } from "../widen";

/** String notifikasi, kanal langsung, pilihan notifikasi dan surel laporan pagi. */
export const notificationsId: Widen<typeof notificationsEn> = {
  title: "Notifikasi",
  intro: "Apa yang terjadi pada laporan yang Anda tulis atau setujui, terbaru lebih dulu.",
  bell: "Notifikasi",
  bellUnread: "Notifikasi: {{count}} belum dibaca",
  empty: "Belum ada yang perlu diberitahukan.",
  unread: "Belum dibaca",
  open: "Buka",
  markRead: "Tandai sudah dibaca",
  markAllRead: "Tandai semua sudah dibaca",
  markedRead: "Ditandai sudah dibaca.",
  live: {
    label: "Pembaruan langsung",
    on: "Pembaruan langsung aktif",
    off: "Pembaruan langsung dijeda",
    reconnecting: "Pembaruan langsung menyambung ulang…",
    hint: "Notifikasi saat terjadi, tanpa memuat ulang halaman. Tekan untuk menyalakan atau mematikannya.",
  },
  message: {
    submitted: "{{actor}} mengajukan laporan {{report}} sumur {{well}} untuk persetujuan Anda.",
    approved: "{{actor}} menyetujui laporan Anda {{report}} sumur {{well}}.",
    returned: "{{actor}} mengembalikan laporan Anda {{report}} sumur {{well}}: {{comment}}",
    reminder: "Laporan pemboran harian sumur {{well}} untuk {{date}} belum dibuat.",
    reminderNotSubmitted: "Laporan pemboran harian sumur {{well}} untuk {{date}} belum diajukan.",
    afeApproved: "{{actor}} menyetujui suplemen {{version}} AFE sumur {{well}}.",
    overAfe:
      "Biaya aktual sumur {{well}} melampaui AFE yang disetujui sebesar {{over}} % (diberitahukan mulai {{threshold}} %).",
  },
  toastTitle: {
    submitted: "Laporan diajukan",
    approved: "Laporan disetujui",
    returned: "Laporan dikembalikan",
    reminder: "Laporan harian belum ada",
    afeApproved: "Suplemen AFE disetujui",
    overAfe: "Biaya melampaui AFE",
  },
  mail: {
    subject: "Drillbook: {{message}}",
  },
  preferences: {
    title: "Notifikasi",
    intro: "Pilih cara Anda diberi tahu untuk setiap jenis notifikasi.",
    kind: "Notifikasi",
    inApp: "Di aplikasi",
    byMail: "Lewat surel",
    save: "Simpan pilihan notifikasi",
    saved: "Pilihan notifikasi Anda tersimpan.",
    noEmail:
      "Surel dikirim ke alamat surel di profil Anda; tambahkan alamat agar diberi tahu lewat surel.",
    kinds: {
      submitted: "Laporan diajukan untuk persetujuan saya",
      approved: "Laporan saya disetujui",
      returned: "Laporan saya dikembalikan dengan komentar",
      reminder: "Laporan pemboran harian kemarin sebuah sumur belum ada",
      afeApproved: "Suplemen AFE sebuah sumur disetujui",
      overAfe: "Biaya aktual sebuah sumur melampaui AFE-nya",
    },
  },
  distribution: {
    title: "Distribusi laporan pagi",
    intro:
      "Saat laporan pemboran harian sebuah sumur disetujui, laporan itu dikirim ke daftar sumur tersebut: laporan gabungan di badan surel dan sebagai lampiran PDF. Alamat boleh di dalam atau di luar Drillbook.",
    well: "Sumur",
    address: "Alamat surel",
    add: "Tambahkan ke daftar",
    remove: "Hapus {{address}}",
    empty: "Belum ada alamat di daftar sumur ini.",
    invalid: "Masukkan alamat surel, seperti nama@contoh.com.",
    duplicate: "Alamat ini sudah ada di daftar sumur.",
    added: "Alamat masuk daftar.",
    removed: "Alamat keluar dari daftar.",
    chooseWell: "Pilih sumur",
    show: "Tampilkan",
  },
  settings: {
    title: "Aturan notifikasi",
    intro:
      "Kapan organisasi diberi tahu hal yang tidak dipicu oleh klik siapa pun: pengingat harian laporan pemboran harian yang belum ada, dan biaya sumur yang melampaui AFE yang disetujui.",
    formTitle: "Pengingat dan peringatan AFE",
    reminderHour: "Jam pengingat",
    reminderHourHint:
      "Mulai jam ini, para engineer setiap sumur yang sedang dibor diingatkan bila laporan pemboran harian kemarin belum ada atau belum diajukan.",
    timeZone: "Zona waktu",
    timeZoneHint: 'Jam pengingat dan "kemarin" dibaca dalam zona waktu ini.',
    overAfePercent: "Melampaui AFE lebih dari",
    overAfePercentHint:
      "Planner dan manajer diberi tahu sekali saat biaya aktual sebuah sumur melampaui AFE yang disetujui lebih dari persentase ini. Berlaku mulai biaya berikutnya yang disimpan atau AFE berikutnya yang disetujui.",
    save: "Simpan aturan notifikasi",
    saved: "Aturan notifikasi tersimpan.",
    conflict:
      "Seseorang menyimpan aturan ini setelah Anda membuka halaman, jadi tidak ada yang disimpan. Isian Anda tetap ada: muat ulang halaman untuk melihat aturan tersimpan, lalu terapkan perubahan Anda lagi.",
    errors: {
      hour: "Pilih jam dari 00:00 sampai 23:00.",
      zone: "Pilih zona waktu dari daftar (nama IANA seperti Asia/Jakarta).",
      percentRange: "Masukkan persentase di atas 0 dan paling banyak 1.000.",
      percentDecimals: "Masukkan persentase dengan paling banyak dua desimal.",
    },
  },
};
