import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A form's submit button, disabled while a submission is under way (only its own, when the
 * button names the intent it posts), so a second click does not post it twice.
 */
export function SubmitButton({
  children,
  className = "button primary",
  intent,
}: {
  children: ReactNode;
  className?: string;
  intent?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <button type="submit" className={className} disabled={busy}>
      {children}
    </button>
  );
}
