/** Strings of WITSML import and export and of API access tokens (under `interop`). */

export const interopEn = {
  trajectory: {
    title: "Import surveys from WITSML",
    intro:
      "Upload a WITSML trajectory (1.4.1.1 or 2.0). You see what will be saved before anything is: the stations replace those of this report's surveys, and stations at or above the tie-in are left out (earlier reports hold them).",
    file: "WITSML trajectory file (.xml, at most {{size}} MB)",
    preview: "Preview",
    confirm: "Save {{count}} stations",
    cancel: "Back to the report",
    previewTitle: "Preview: {{name}} (WITSML {{version}})",
    unnamed: "trajectory without a name",
    replaces: "Replaces the {{count}} stations saved in this report (MD {{from}} to {{to}}).",
    replacesNone: "This report holds no stations yet.",
    vsAzimuthFile: "The vertical-section azimuth is taken from the file.",
    vsAzimuthClosure:
      "The file gives no vertical-section azimuth: the closure azimuth of its last station is used. Change it in the surveys section if needed.",
    warningsTitle: "Warnings",
    stationsCaption: "Stations to be saved",
    saved: "{{count}} survey stations imported.",
    refused: "The file was not imported. Fix the problems below and upload it again.",
    conflict:
      "Someone saved this report's surveys after your preview. Nothing was imported: preview the file again.",
    noFile: "Choose a WITSML file to upload.",
    tooLarge: "The file is larger than {{size}} MB.",
    notEditable: "This report can no longer be changed.",
    line: "Line",
    element: "Element",
    message: "Problem",
  },
  tokens: {
    title: "Access tokens",
    intro:
      'A personal access token lets a script use the Drillbook API as you, with your privileges in this organisation. Treat it like a password. Send it as "Authorization: Bearer <token>".',
    name: "Token name",
    lifetime: "Expires after",
    days: "{{count}} days",
    create: "Create token",
    createdOnce:
      'Token "{{name}}" created. Copy it now: it is shown only this once and cannot be read again.',
    listCaption: "Your tokens",
    prefix: "Starts with",
    created: "Created",
    expires: "Expires",
    lastUsed: "Last used",
    state: "State",
    revoke: 'Revoke "{{name}}"',
    revoked: "Revoked",
    expired: "Expired",
    none: "You have no access tokens.",
    revokedToast: "The token is revoked; requests with it are refused from now on.",
    notFound: "That token was not found or is already revoked.",
    tooMany: "You have too many active tokens: revoke one you no longer use first.",
    nameTooLong: "Keep the name to 80 characters.",
    lifetimeInvalid: "Choose one of the lifetimes offered.",
  },
  ddr: {
    title: "Import daily reports from WITSML",
    intro:
      "Upload a WITSML 1.4.1.1 opsReport (with the tubulars document of its bits, as Drillbook exports them) or 2.0 DrillReport of this well; choose several files at once for several days. Each day becomes that day's daily report (created with its carry-over when there is none): its time log, personnel, mud checks, surveys, bits (2.0 bit records, 1.4.1.1 tubulars), day costs and HSE incidents (1.4.1.1) replace the report's; a bit record completes the report's bit of the same number, and the general and safety sections take the depth, hole size, 24-hour texts, BOP test dates and stop cards the file gives. Nothing is saved unless every day is valid; submitted and approved reports are never changed.",
    file: "WITSML daily report files (.xml, at most {{size}} MB each)",
    tooManyFiles: "Upload at most {{count}} files at once.",
    previewTitle: "Preview (WITSML {{version}})",
    previewTitleUnknown: "Preview (WITSML version not recognised)",
    day: "Day",
    action: "What happens",
    creates: "Creates the report",
    replaces: "Replaces sections of report",
    sections: "Sections",
    activities: "Activities",
    problems: "Problems",
    none: "None",
    confirm: "Import {{count}} days",
    saved: "{{count}} daily reports imported from WITSML.",
    refused: "Nothing was imported. Fix the problems and upload the file again.",
    conflict:
      "The report of {{date}} was saved by someone else after your preview: nothing was imported. Check the new preview below and import again.",
    conflictUnknown:
      "The daily reports changed after your preview: nothing was imported. Check the new preview below and import again.",
    problemAt: "{{element}} {{position}} (line {{line}})",
    problemAtFile: "{{element}} {{position}} ({{file}}, line {{line}})",
    notEditable: "This day's report is submitted or approved and cannot be changed.",
  },
  problem: {
    notXml: "This is not well-formed XML (line {{line}}): {{reason}}.",
    notWitsml:
      "<{{element}}> (line {{line}}) is not a WITSML trajectory: expected <trajectorys> (1.4.1.1) or <Trajectory> (2.0).",
    wrongNamespace:
      "<{{element}}> (line {{line}}) is in the namespace {{found}}; WITSML needs {{expected}}.",
    severalObjects:
      "<{{element}}> (line {{line}}) holds {{count}} trajectories: import one at a time.",
    noStations:
      "<{{element}}> (line {{line}}) holds no survey station with MD, inclination and azimuth.",
    missingUom: "<{{element}}> (line {{line}}) has no uom: a measure must say its unit.",
    unknownUom:
      '<{{element}}> (line {{line}}): the unit "{{uom}}" is not one we read here ({{known}}).',
    invalidNumber: '<{{element}}> (line {{line}}): "{{text}}" is not a number.',
    outOfRange: "<{{element}}> (line {{line}}): {{text}} is out of range.",
    tooManyStations: "The file holds more stations than a report takes.",
    stationSkipped:
      "<{{element}}> (line {{line}}) has no {{fields}} (empty or -999.25): the station is left out.",
    duplicateMd:
      "<{{element}}> (line {{line}}) repeats MD {{md}} of the station on line {{firstLine}}: the first is kept.",
    outOfOrder: "The stations are not in MD order (first at line {{line}}): they are sorted by MD.",
    gap: "No station between MD {{from}} and {{to}} (line {{line}}): a gap in the survey.",
    toolAssumed: "<{{element}}> (line {{line}}) names no survey tool we know: {{tool}} is assumed.",
    positionsDiffer:
      "The file's own TVD and N/E differ from minimum curvature by up to {{difference}}: another method or tie-in. The positions shown are recomputed.",
    aboveTieIn_one:
      "{{count}} station at or above the tie-in (MD {{md}}) is left out: an earlier report holds it.",
    aboveTieIn_other:
      "{{count}} stations at or above the tie-in (MD {{md}}) are left out: earlier reports hold them.",
    noReportDate: "<{{element}}> (line {{line}}) gives no report date.",
    badTime:
      '<{{element}}> (line {{line}}): "{{text}}" is not a time within the report day {{date}}.',
    unknownCode:
      '<{{element}}> (line {{line}}): the activity code "{{code}}" is not an IADC code we know: imported as 23 Other.',
    overlap:
      "<{{element}}> (line {{line}}) starts at {{from}}, before the previous activity ends ({{previousTo}}): activities overlap.",
    notDailyReport:
      "<{{element}}> (line {{line}}) is not a WITSML daily report: expected <opsReports> (1.4.1.1, with its <tubulars> for the bits) or <DrillReport> (2.0).",
    mixedVersions:
      "<{{element}}> (line {{line}}) is WITSML {{found}}, the other daily reports {{expected}}: upload one version at a time.",
    dayTwice: "<{{element}}> (line {{line}}) is a second report of {{date}}: upload each day once.",
    bitsWithoutOpsReport:
      "<{{element}}> (line {{line}}) carries bit records of a 1.4.1.1 daily report: upload it with that day's <opsReports>.",
    bitDayUnknown:
      "<{{element}}> (line {{line}}) does not say which day's report its bit belongs to: upload it with one day's opsReport only.",
    bitDayMissing:
      "<{{element}}> (line {{line}}) is a bit of the report of {{date}}, which the upload does not hold: add that day's opsReport.",
    versionAssumed: "The document does not say its version.",
  },
};
