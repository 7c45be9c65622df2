/** Nama layar di menu dan kepala halaman (lihat en/menu.ts). */
import type { MenuResources } from "../en/menu";

export const menuId: MenuResources = {
  ddr: {
    nav: {
      form: "Laporan Pemboran Harian",
      consolidated: "Laporan Pemboran Harian Terkonsolidasi",
      approval: "Formulir Persetujuan",
      database: "Basis Data Laporan Pemboran Harian",
      report: "Laporan Pemboran Harian (Laporan)",
      lookupLists: "Daftar Pilihan",
    },
  },
  activity: {
    kinds: {
      casing: "Laporan casing",
      kick: "Laporan kick",
      cement: "Laporan penyemenan",
      coring: "Laporan coring",
      logging: "Laporan logging",
      fishing: "Laporan fishing",
      "well-test": "Laporan uji sumur",
      "general-work": "Laporan pekerjaan umum",
      subsurface: "Laporan bawah permukaan",
    },
    nav: {
      activityForms: "Aktivitas pemboran",
      activityReports: "Laporan aktivitas pemboran",
      activityDatabase: "Basis data aktivitas pemboran",
      subsurfaceForm: "Formulir Bawah Permukaan",
      subsurfaceDatabase: "Basis Data Bawah Permukaan",
      form: {
        casing: "Casing",
        kick: "Kick",
        cement: "Penyemenan",
        coring: "Coring",
        logging: "Logging",
        fishing: "Fishing",
        "well-test": "Uji sumur",
        "general-work": "Pekerjaan umum",
      },
      report: {
        casing: "Laporan casing",
        kick: "Laporan kick",
        cement: "Laporan penyemenan",
        coring: "Laporan coring",
        logging: "Laporan logging",
        fishing: "Laporan fishing",
        "well-test": "Laporan uji sumur",
        "general-work": "Laporan pekerjaan umum",
      },
      database: {
        casing: "Basis data casing",
        kick: "Basis data kick",
        cement: "Basis data penyemenan",
        coring: "Basis data coring",
        logging: "Basis data logging",
        fishing: "Basis data fishing",
        "well-test": "Basis data uji sumur",
        "general-work": "Basis data pekerjaan umum",
      },
    },
  },
  planner: {
    nav: {
      database: "Perencana",
      form: "Formulir Perencana",
    },
  },
};
