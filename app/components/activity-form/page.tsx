/** The form of any drilling-activity kind, the subsurface form's too: by what the loader found. */
import type { ActivityFormData } from "~/routes/_app.form.drilling-activity.$type";
import { reportKind } from "~/sections/report-kinds";

import { PickWell } from "../ddr-form/choose-date";

import { ChooseActivityReport } from "./choose";
import { ActivityEditor } from "./editor";

export function ActivityFormPage({ data }: { data: ActivityFormData }) {
  switch (data.mode) {
    case "pickWell":
      return <PickWell wells={data.wells} titleKey={reportKind(data.kind).titleKey} />;
    case "choose":
      return <ChooseActivityReport data={data} />;
    case "edit":
      return <ActivityEditor data={data} />;
    default: {
      const exhaustive: never = data;
      return exhaustive;
    }
  }
}
