import { Suspense, lazy, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { CurrentUser } from "~/auth/current-user";

import { Avatar } from "./avatar";
import { CaretDownIcon } from "./icons";

// The menu and its popover are loaded on the first press: every page shows the button, few
// page views open it.
const UserMenuPopover = lazy(() => import("./user-menu-popover"));

/** The top bar's user button; its menu has Profile, Change Password, Help and Logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      className="user-button"
      aria-label={`${t("nav.userMenu")}: ${user.fullName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void import("./user-menu-popover")}
      onClick={() => setOpened(true)}
    >
      <Avatar user={user} />
      <span className="user-name">{user.fullName}</span>
      <CaretDownIcon />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuPopover user={user} />
    </Suspense>
  );
}
