import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The spec's not-found screen: its sentence and a Return Home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <title>{`${t("notFound.title")} | ${t("app.titleSuffix")}`}</title>
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link className="button primary" to="/">
        {t("common.returnHome")}
      </Link>
    </div>
  );
}

function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <title>{`${t("errorPage.title")} | ${t("app.titleSuffix")}`}</title>
      <h1>{t("errorPage.title")}</h1>
      <p>{t("errorPage.text")}</p>
      <Link className="button primary" to="/">
        {t("common.returnHome")}
      </Link>
    </div>
  );
}

/** A request carrying a value the page cannot take: what was wrong, and that nothing changed. */
function BadRequestPage({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <title>{`${t("badRequest.title")} | ${t("app.titleSuffix")}`}</title>
      <p className="status-code" aria-hidden="true">
        400
      </p>
      <h1>{t("badRequest.title")}</h1>
      {message ? <p>{t(message)}</p> : null}
      <p>{t("badRequest.text")}</p>
      <Link className="button primary" to="/">
        {t("common.returnHome")}
      </Link>
    </div>
  );
}

/** The page for an error a loader or action threw: 404, 400 with its message, or a fault. */
export function StatusPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 400) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <BadRequestPage
        message={typeof message === "string" && message.startsWith("badRequest.") ? message : null}
      />
    );
  }
  return <ErrorPage />;
}
