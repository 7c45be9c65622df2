import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { formatDateTime } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { useUnits } from "~/units/use-units";

import { PageLink } from "./page-link";

/**
 * A report under review on the approval form, whatever its kind: the way back to the list, its
 * title and status, who submitted it and when, then the decision and the report (`children`).
 */
export function ApprovalReview({
  title,
  header,
  children,
}: {
  title: string;
  header: { status: string; submittedBy: string | null; submittedAt: string | null };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <div className="ddr-page">
      <p className="no-print">
        <PageLink page={pages.approvalForm}>{t("ddr.approval.backToList")}</PageLink>
      </p>
      <header className="ddr-header">
        <h1>{title}</h1>
        <span className={`status-badge status-${header.status}`}>
          {t(`ddr.status.${header.status}`)}
        </span>
      </header>
      {header.submittedBy && header.submittedAt ? (
        <p className="hint">
          {t("ddr.approval.submittedBy", {
            name: header.submittedBy,
            at: formatDateTime(header.submittedAt, language),
          })}
        </p>
      ) : null}
      {children}
    </div>
  );
}
