import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

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

export function ErrorPage() {
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
