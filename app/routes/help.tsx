import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { pageMeta } from "~/navigation/page-meta";

export const meta = pageMeta("help.title");

// Open to everyone, signed in or not (spec section 2).
export default function Help() {
  const { t } = useTranslation();
  return (
    <div className="centred-layout">
      <main id="main" className="centred-card wide prose">
        <h1>{t("help.title")}</h1>
        <p>{t("help.intro")}</p>
        <h2>{t("help.signingIn")}</h2>
        <p>{t("help.signingInText")}</p>
        <h2>{t("help.units")}</h2>
        <p>{t("help.unitsText")}</p>
        <h2>{t("help.privileges")}</h2>
        <p>{t("help.privilegesText")}</p>
        <p>
          <Link to="/">{t("common.returnHome")}</Link>
        </p>
      </main>
    </div>
  );
}
