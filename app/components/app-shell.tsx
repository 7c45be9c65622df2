import { Link, NavLink, useLocation } from "@remix-run/react";
import {
  Fragment,
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { SelectedWell } from "~/assets/selection";
import type { CurrentUser } from "~/auth/current-user";
import { visibleMenu } from "~/navigation/pages";
import { LiveNotifications } from "~/notifications/live-notifications";
import { useRootData } from "~/root";

import { MenuIcon, SettingsIcon } from "./icons";
import { SelectedWellBadge } from "./selected-well-badge";
import { SettingsPanel } from "./settings-panel";
import { SiteSearch } from "./site-search";
import { UserMenu } from "./user-menu";

const SMALL_SCREEN = "(max-width: 900px)";

/** The top bar's icon button that opens and closes a panel (the side menu, the settings). */
function PanelToggle({
  buttonRef,
  className,
  label,
  panelId,
  open,
  setOpen,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement>;
  className?: string;
  label: string;
  panelId: string;
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      ref={buttonRef}
      className={className ? `icon-button ${className}` : "icon-button"}
      aria-label={label}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((wasOpen) => !wasOpen)}
    >
      {children}
    </button>
  );
}

export function AppShell({
  user,
  selectedWell = null,
  unreadNotifications = 0,
  children,
}: {
  user: CurrentUser;
  /** The well the user works on; it unlocks the well-level menus. */
  selectedWell?: SelectedWell | null;
  /** The count on the bell when the page was loaded; the live channel keeps it current. */
  unreadNotifications?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const sideRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  // Closed by its own button or by a save that worked: the keyboard goes back where it opened it.
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    settingsButtonRef.current?.focus();
  }, []);

  // Small screens start with the menu closed and close it on navigation and on a click outside.
  useEffect(() => {
    if (window.matchMedia(SMALL_SCREEN).matches) setMenuOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!window.matchMedia(SMALL_SCREEN).matches) return;
      const target = event.target as Node;
      if (sideRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [menuOpen]);

  const groups = visibleMenu(user.privileges, selectedWell !== null);

  return (
    <div
      className={`app-shell${menuOpen ? " menu-open" : ""}${settingsOpen ? " settings-open" : ""}`}
    >
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <header className="top-bar">
        <PanelToggle
          buttonRef={menuButtonRef}
          className="menu-toggle"
          label={t("nav.toggleMenu")}
          panelId="side-menu"
          open={menuOpen}
          setOpen={setMenuOpen}
        >
          <MenuIcon />
        </PanelToggle>
        <Link to="/" className="org-brand" style={{ backgroundColor: user.orgBgColor }}>
          {user.orgLogoUrl ? <img src={user.orgLogoUrl} alt="" className="org-logo" /> : null}
          <span className="org-name">{user.orgName}</span>
        </Link>
        <span className="product-name">{t("app.name")}</span>
        <SiteSearch />
        <div className="top-bar-spacer" />
        <LiveNotifications unread={unreadNotifications} />
        <SelectedWellBadge well={selectedWell} />
        <UserMenu user={user} />
        <PanelToggle
          buttonRef={settingsButtonRef}
          label={t("nav.toggleSettings")}
          panelId="settings-panel"
          open={settingsOpen}
          setOpen={setSettingsOpen}
        >
          <SettingsIcon />
        </PanelToggle>
      </header>

      <nav
        id="side-menu"
        className="side-menu"
        ref={sideRef}
        aria-label={t("nav.mainMenu")}
        hidden={!menuOpen}
      >
        {groups.map((group) => (
          <section key={group.id} className="menu-group">
            {group.entries.length === 1 && group.entries[0]!.titleKey === group.titleKey ? null : (
              <h2 className="menu-group-title">{t(group.titleKey)}</h2>
            )}
            <ul>
              {group.entries.map((entry, index) => (
                <Fragment key={entry.path}>
                  {entry.subgroupKey &&
                  entry.subgroupKey !== group.entries[index - 1]?.subgroupKey ? (
                    <li className="menu-subgroup">{t(entry.subgroupKey)}</li>
                  ) : null}
                  <li>
                    <NavLink to={entry.path} end>
                      {t(entry.titleKey)}
                    </NavLink>
                  </li>
                </Fragment>
              ))}
            </ul>
          </section>
        ))}
      </nav>

      <div className="content-column">
        <main id="main" className="page-content">
          {children}
        </main>
        <footer className="app-footer">
          <span>
            {t("footer.copyright", {
              year: root?.year ?? new Date().getUTCFullYear(),
              company: t("app.company"),
              product: t("app.name"),
            })}
          </span>
          <span className="footer-links">
            <a href="/help#about">{t("footer.aboutUs")}</a>
            <a href="/help" target="_blank" rel="noreferrer">
              {t("footer.help")}
            </a>
            <a href="/help#contact">{t("footer.contactUs")}</a>
          </span>
        </footer>
      </div>

      <SettingsPanel user={user} open={settingsOpen} onClose={closeSettings} />
    </div>
  );
}
