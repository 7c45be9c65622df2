/**
 * Which sections of an editable report show their editor: a report form draws each section's
 * review, and a section's editor only once the user opens it (issue 22: the server rendered every
 * editor of a report nobody had typed in yet). The address names the sections open
 * (`?edit=…`, see reports/section-edit-links.ts), so the links work before the scripts have run;
 * after that a click opens or closes the editor in place, without asking the server.
 */
import { useLocation } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "~/i18n/use-translation";

import {
  closeSectionHref,
  EVERY_SECTION,
  openEverySectionHref,
  openSectionHref,
  openSectionsIn,
} from "~/reports/section-edit-links";

interface OpenSections {
  isOpen: (sectionId: string) => boolean;
  /** Opens a section (or every one) and moves the focus into its editor. */
  open: (sectionId: string) => void;
  close: (sectionId: string) => void;
  /** A section's editor is in the page (its code and lists may arrive after it was opened). */
  shown: (sectionId: string) => void;
  search: string;
  sectionIds: readonly string[];
}

const OpenSectionsContext = createContext<OpenSections | null>(null);

const FIRST_FIELD = "input:not([type=hidden]), select, textarea";

/**
 * The open sections of an editable report: those the address names, the one a save was answered
 * for (with its errors and what was typed), and those opened since. A section stays open until
 * its Close is pressed, whatever the address becomes after a save.
 */
export function useOpenSections(sectionIds: readonly string[], answered: string | null) {
  const { search } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const named = openSectionsIn(search, sectionIds);
    if (answered) named.add(answered);
    return named;
  });
  const [focusOn, setFocusOn] = useState<{ id: string } | null>(null);
  // The section opened whose editor has not yet come to take the focus.
  const awaitingFocus = useRef<string | null>(null);

  const add = useCallback((ids: Iterable<string>) => {
    setOpen((current) => {
      const next = new Set(current);
      for (const id of ids) next.add(id);
      return next.size === current.size ? current : next;
    });
  }, []);
  useEffect(() => add(openSectionsIn(search, sectionIds)), [add, search, sectionIds]);
  useEffect(() => {
    if (answered) add([answered]);
  }, [add, answered]);
  useEffect(() => {
    if (!focusOn) return;
    const card = document.getElementById(`section-${focusOn.id}`);
    const field = card?.querySelector<HTMLElement>(FIRST_FIELD);
    awaitingFocus.current = field ? null : focusOn.id;
    if (field) field.focus();
    else card?.scrollIntoView();
  }, [focusOn]);
  const shown = useCallback((id: string) => {
    if (awaitingFocus.current !== id) return;
    awaitingFocus.current = null;
    document.getElementById(`section-${id}`)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);

  const value = useMemo<OpenSections>(
    () => ({
      isOpen: (id) => open.has(id),
      open: (id) => {
        add(id === EVERY_SECTION ? sectionIds : [id]);
        const first = id === EVERY_SECTION ? sectionIds[0] : id;
        // A new object each time: opening an open section still moves the focus to it.
        if (first) setFocusOn({ id: first });
      },
      close: (id) => setOpen((current) => new Set([...current].filter((openId) => openId !== id))),
      shown,
      search,
      sectionIds,
    }),
    [add, open, search, sectionIds, shown],
  );
  return value;
}

export function OpenSectionsProvider({
  value,
  children,
}: {
  value: OpenSections;
  children: ReactNode;
}) {
  return <OpenSectionsContext.Provider value={value}>{children}</OpenSectionsContext.Provider>;
}

export function useOpenSectionsContext(): OpenSections | null {
  return useContext(OpenSectionsContext);
}

/** A plain left click, which the page handles itself; others open a tab or a window. */
function handledInPage(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * A link to a section of the report: on an editable report it opens the section's editor (a
 * real address before the scripts have run, in place after); otherwise it jumps to the review.
 */
export function SectionLink({
  sectionId,
  className,
  edit = false,
  reload = false,
  onIntent,
  children,
}: {
  sectionId: string;
  className?: string;
  /** The section's own Edit link, which the focus returns to when the section is closed. */
  edit?: boolean;
  /** Asks the server for the page with the section open, rather than opening it in place. */
  reload?: boolean;
  /** The pointer is over the link or the focus on it: what opening needs may be fetched. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  const sections = useOpenSectionsContext();
  if (!sections) {
    return (
      <a className={className} href={`#section-${sectionId}`}>
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={openSectionHref(sections.search, sectionId)}
      data-edit-section={edit ? "" : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={(event) => {
        if (reload || !handledInPage(event)) return;
        event.preventDefault();
        sections.open(sectionId);
      }}
    >
      {children}
    </a>
  );
}

/** Closes a section's editor, back to its review (offered only while nothing is unsaved). */
export function CloseSectionLink({ sectionId, label }: { sectionId: string; label: string }) {
  const { t } = useTranslation();
  const sections = useOpenSectionsContext();
  if (!sections) return null;
  return (
    <a
      className="button"
      href={closeSectionHref(sections.search, sectionId, sections.sectionIds)}
      aria-label={t("ddr.editor.closeSection", { section: label })}
      onClick={(event) => {
        if (!handledInPage(event)) return;
        event.preventDefault();
        sections.close(sectionId);
        // The focus stays in the section, on its Edit link.
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`#section-${sectionId} [data-edit-section]`)?.focus(),
        );
      }}
    >
      {t("ddr.editor.close")}
    </a>
  );
}

/** Opens every section's editor at once, for the engineer entering a whole day. */
export function OpenEverySectionLink() {
  const { t } = useTranslation();
  const sections = useOpenSectionsContext();
  if (!sections) return null;
  if (sections.sectionIds.every((id) => sections.isOpen(id))) return null;
  return (
    <p className="open-every-section">
      <a
        href={openEverySectionHref(sections.search)}
        onClick={(event) => {
          if (!handledInPage(event)) return;
          event.preventDefault();
          sections.open(EVERY_SECTION);
        }}
      >
        {t("ddr.editor.openEverySection")}
      </a>
    </p>
  );
}
