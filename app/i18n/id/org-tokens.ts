/** Daftar token akses API organisasi untuk administrator. */
export const orgTokensId = {
  title: "Token akses organisasi",
  intro:
    "Semua token akses pribadi untuk API JSON yang dimiliki anggota {{organisation}}. Cabut token yang hilang, bocor, atau tidak diperlukan lagi: permintaan dengan token itu langsung ditolak. Token itu sendiri tidak dapat dibaca, hanya awalannya.",
  caption: "Token akses di {{organisation}}",
  holder: "Pemegang",
  none: "Tidak ada anggota organisasi ini yang memiliki token akses.",
  revoke: 'Cabut "{{name}}" milik {{holder}}',
  revokedToast:
    'Token "{{name}}" milik {{holder}} dicabut; permintaan dengan token itu ditolak mulai sekarang.',
};
