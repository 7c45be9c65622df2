import { useSubmit } from "@remix-run/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Menu, MenuItem, MenuTrigger } from "react-aria-components/Menu";
import { Popover } from "react-aria-components/Popover";
import { useTranslation } from "~/i18n/use-translation";

import type { CurrentUser } from "~/auth/current-user";

import { CaretDownIcon } from "./icons";
import { Avatar } from "./avatar";

// Loaded when first opened: the dialog's form library is not needed on every page's first load.
const ChangePasswordDialog = lazy(() =>
  import("./change-password-dialog").then((module) => ({ default: module.ChangePasswordDialog })),
);

/** The user menu, loaded on the first press of its button and opened at once. */
export default function UserMenuPopover({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // This button has just replaced the one that was pressed, taking the focus with it: give the
  // focus to this one before the menu opens, so the menu's first item gets it from the keyboard
  // and it comes back here when the menu closes.
  useEffect(() => {
    trigger.current?.focus();
    setOpen(true);
  }, []);
  return (
    <>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          ref={trigger}
          className="user-button"
          aria-label={`${t("nav.userMenu")}: ${user.fullName}`}
        >
          <Avatar user={user} />
          <span className="user-name">{user.fullName}</span>
          <CaretDownIcon />
        </Button>
        <Popover className="menu-popover" placement="bottom end">
          <Menu
            autoFocus="first"
            className="menu"
            onAction={(key) => {
              if (key === "password") setPasswordOpen(true);
              if (key === "logout") submit(null, { method: "post", action: "/logout" });
            }}
          >
            <MenuItem className="menu-item" id="profile" href="/profile">
              {t("nav.profile")}
            </MenuItem>
            <MenuItem className="menu-item" id="password">
              {t("nav.changePassword")}
            </MenuItem>
            <MenuItem className="menu-item" id="help" href="/help" target="_blank" rel="noreferrer">
              {t("nav.help")}
            </MenuItem>
            <MenuItem className="menu-item" id="logout">
              {t("nav.logout")}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {passwordOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog isOpen={passwordOpen} onOpenChange={setPasswordOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
