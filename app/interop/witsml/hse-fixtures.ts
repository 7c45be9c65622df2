/** A day's health, safety and environment record the WITSML tests write and read back. */
import type { DrillReportHse } from "./ddr-extras-model";

/**
 * BOP tests, stop cards and a safety meeting; a kick drill (1.4.1.1 has an element for it), a
 * drill without a response time and one without a time; a near miss and a first-aid case.
 */
export const HSE_DAY: DrillReportHse = {
  lastBopTest: "2026-02-27",
  nextBopTest: "2026-03-13",
  stopCards: 14,
  safetyMeetings: 1,
  drills: [
    { drillType: "KICK", time: "02:30", responseTime: 75 },
    { drillType: "H2S", time: "11:00", responseTime: null },
    { drillType: "FIRE", time: "", responseTime: 240 },
  ],
  daysWithoutLti: 212,
  incidents: [
    {
      incidentType: "NEARMISS",
      severity: "LOW",
      time: "07:15",
      description: "Dropped object from the monkey board, nobody below",
      lostTime: null,
    },
    {
      incidentType: "FIRSTAID",
      severity: "MEDIUM",
      time: "16:40",
      description: "Pinched finger on the tongs",
      lostTime: 1800,
    },
  ],
};
