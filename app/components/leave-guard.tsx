/**
 * Asks before leaving a form-entry page with unsaved changes (product spec §4, "Leaving a
 * form-entry route"): the spec's question in a dialog for navigation inside the app, and the
 * browser's own prompt when the tab is closed or reloaded.
 */
import { useBlocker, type Location } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useTranslation } from "~/i18n/use-translation";

// The dialog (and the react-aria code it is built with) is fetched once there is something
// unsaved, so it is there before the user can try to leave; a page nobody edits never loads it.
// If it cannot be fetched (the rig's link dropped, or a deploy replaced its file), the browser's
// own question asks instead: a failed download must never take the typed sections with it.
const LeaveDialog = lazy((): Promise<{ default: ComponentType<LeaveQuestionProps> }> =>
  import("./leave-dialog").catch(() => ({ default: BrowserQuestion })),
);

interface LeaveQuestionProps {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}

function BrowserQuestion({ isOpen, onStay, onLeave }: LeaveQuestionProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!isOpen) return;
    if (window.confirm(`${t("ddr.editor.leaveTitle")}\n\n${t("ddr.editor.leaveMessage")}`)) {
      onLeave();
    } else {
      onStay();
    }
  }, [isOpen, onLeave, onStay, t]);
  return null;
}

export function LeaveGuard({
  when,
  isSamePage = (current, next) =>
    current.pathname === next.pathname && current.search === next.search,
}: {
  when: boolean;
  /** Navigation that stays on the form (a save, a jump to a section) is never blocked. */
  isSamePage?: (current: Location, next: Location) => boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !isSamePage(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  // Once everything is saved, a navigation waiting on the question may go ahead.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  // Mounted (closed) while there is something unsaved, opened when a navigation is held.
  return when || blocker.state === "blocked" ? (
    <Suspense fallback={null}>
      <LeaveDialog
        isOpen={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  ) : null;
}
