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

/**
 * Another day: a fire and a trip drill (1.4.1.1 has an element for each) and an H2S drill with
 * neither time nor response time; no days-without-LTI figure, so the export leaves it out; one
 * first-aid case.
 */
export const HSE_DAY_WITHOUT_LTI_FIGURE: DrillReportHse = {
  lastBopTest: "2026-01-02",
  nextBopTest: "2026-01-16",
  stopCards: 11,
  safetyMeetings: 2,
  drills: [
    { drillType: "FIRE", time: "09:15", responseTime: 150 },
    { drillType: "H2S", time: "", responseTime: null },
    { drillType: "TRIP", time: "21:40", responseTime: 95 },
  ],
  daysWithoutLti: null,
  incidents: [
    {
      incidentType: "FIRSTAID",
      severity: "MEDIUM",
      time: "14:25",
      description: "Cut hand on a wire rope",
      lostTime: 1500,
    },
  ],
};
