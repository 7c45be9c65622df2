import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A number that grows each time a form post on this page ends in a redirect (a save that
 * worked). Used as a form's key, it puts an Add form back to its defaults after each save,
 * while a refused save (the action answers with data) keeps what the user typed.
 */
export function useResetAfterSave(): number {
  const navigation = useNavigation();
  const actionData = useActionData();
  const [saves, setSaves] = useState(0);
  const posting = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST") {
      posting.current = true;
    } else if (navigation.state === "idle" && posting.current) {
      posting.current = false;
      if (actionData === undefined) setSaves((count) => count + 1);
    }
  }, [navigation.state, navigation.formMethod, actionData]);
  return saves;
}
