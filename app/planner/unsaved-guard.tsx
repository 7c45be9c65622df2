/**
 * The planner form's tabs are separate pages: what is typed into a form and not saved would be
 * lost on the way to another tab, or to another record's edit form on the same tab. As the DDR
 * does, the page asks first (components/leave-guard). Saving, filtering and paging stay where
 * they are and are never held up.
 */
import { useLocation, type Location } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";

import { LeaveGuard } from "~/components/leave-guard";

const param = (location: Location, name: string) =>
  new URLSearchParams(location.search).get(name) ?? "";

/** The same tab with the same record open for editing (an Edit link opens another). */
const samePlace = (current: Location, next: Location) =>
  current.pathname === next.pathname &&
  param(current, "tab") === param(next, "tab") &&
  param(current, "edit") === param(next, "edit");

export function UnsavedGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  // A form of the page was sent (a save, a filter): where it lands is where the user asked to go.
  const submitted = useRef(false);
  const location = useLocation();
  // A save that went through lands on a new address; what it held is no longer at risk.
  useEffect(() => {
    setDirty(false);
    submitted.current = false;
  }, [location.key]);
  const onInput = (event: FormEvent) => {
    const form = (event.target as HTMLElement).closest("form");
    if (form && form.method.toLowerCase() === "post") setDirty(true);
  };
  return (
    <div onInput={onInput} onSubmitCapture={() => (submitted.current = true)}>
      {children}
      <LeaveGuard
        when={dirty}
        isSamePage={(current, next) => submitted.current || samePlace(current, next)}
      />
    </div>
  );
}
