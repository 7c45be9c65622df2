import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

// Product spec section 9: the loading view appears after 200 ms; after 10000 ms it turns into the
// time-out message.
export const LOADING_DELAY_MS = 200;
export const LOADING_TIMEOUT_MS = 10_000;

type Phase = "idle" | "waiting" | "loading" | "timedOut";

export function PageLoading() {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.formMethod === undefined;
  const [phase, setPhase] = useState<Phase>("idle");
  const { t } = useTranslation();

  useEffect(() => {
    if (!busy) {
      setPhase("idle");
      return;
    }
    setPhase("waiting");
    const show = setTimeout(() => setPhase("loading"), LOADING_DELAY_MS);
    const timeout = setTimeout(() => setPhase("timedOut"), LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(timeout);
    };
  }, [busy, navigation.location?.key]);

  if (phase === "loading") {
    return (
      <div className="loading-screen" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{t("common.loading")}</span>
      </div>
    );
  }
  if (phase === "timedOut") {
    return (
      <div className="loading-screen" role="alert">
        <p>{t("common.pageTimeout")}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  return null;
}
