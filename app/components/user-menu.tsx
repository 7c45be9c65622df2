import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";

import type { CurrentUser } from "~/auth/current-user";

import { CaretDownIcon } from "./icons";

// The menu and its popover are loaded on the first press: every page shows the button, few
// page views open it.
const UserMenuPopover = lazy(() => import("./user-menu-popover"));

export function Avatar({ user, size = 32 }: { user: CurrentUser; size?: number }) {
  if (user.avatarUrl) {
    return <img className="avatar" src={user.avatarUrl} alt="" width={size} height={size} />;
  }
  const initials = user.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <span className="avatar initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}

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
