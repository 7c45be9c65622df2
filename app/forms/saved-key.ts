import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A key for an add form that changes when that form's own save went through, so the form starts
 * empty for the next record; a filter, a page or another form's save keep what it holds. The
 * form posts its `formId`; a refused save answers with the same `formId` and keeps what was typed.
 */
export function useSavedKey(formId: string): string {
  const navigation = useNavigation();
  const data = useActionData<{ formId?: string } | undefined>();
  const [saves, setSaves] = useState(0);
  const posting = useRef(false);
  const mine = navigation.formData?.get("formId") === formId;
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (mine) posting.current = true;
      return;
    }
    if (!posting.current) return;
    posting.current = false;
    // A refused save answers with the form's messages; the form keeps what was typed.
    if (data?.formId !== formId) setSaves((count) => count + 1);
  }, [navigation.state, mine, data, formId]);
  return `${formId}-${saves}`;
}
