import { useEffect, useRef, useState } from "react";
import type { Artist } from "../../pipeline/content-types";
import { menuLinks, type PageLink } from "../../rules/pages";
import { buttonClass } from "../lib/button";
import { cn } from "../lib/cn";
import { SocialIconLink } from "./contact-links";
import { CloseIcon, MenuIcon } from "./icons";
import { Tooltip } from "./tooltip";

const menuId = "site-menu";

/** Home is current on "/" alone; the others on their whole path prefix. */
const isCurrent = (link: string, path: string) =>
  link === "/" ? path === "/" : path === link || path.startsWith(`${link}/`);

const barLinkClass = (isActive: boolean) =>
  cn(
    "border-b py-1 transition-colors",
    isActive ? "border-ink text-ink" : "border-transparent text-stone hover:text-ink",
  );

const menuLinkClass = (isActive: boolean) =>
  cn("block py-3", isActive ? "font-medium text-ink" : "text-stone hover:text-ink");

/**
 * The fixed top bar of the page at `path`, its link marked. On small screens its links move into
 * a menu built on the Popover API, so the menu opens even before the page's script loads and
 * closes on Escape or a click outside.
 */
export function SiteHeader({
  path,
  artist,
  empty = [],
  links = [],
}: {
  path: string;
  artist: Pick<Artist, "name" | "social">;
  /** The lists with no work, whose pages the bar leaves out. */
  empty?: readonly ("gallery" | "available")[];
  /** The kinds' pages linked from the menu (pipeline/kinds.ts), Texts and press where site.yaml says so: before Contact. */
  links?: readonly PageLink[];
}) {
  const listed = menuLinks(empty);
  const navLinks = [...listed.slice(0, -1), ...links, ...listed.slice(-1)];
  const menu = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const element = menu.current;
    // The menu may have been opened before React took the bar over.
    setMenuOpen(!!element?.matches(":popover-open"));
    const sync = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    element?.addEventListener("toggle", sync);
    // Past the breakpoint the bar shows every link: a menu left open would reappear on narrowing.
    const wide = matchMedia("(min-width: 48rem)");
    const closeWhenWide = () => wide.matches && element?.matches(":popover-open") && element.hidePopover();
    wide.addEventListener("change", closeWhenWide);
    return () => {
      element?.removeEventListener("toggle", sync);
      wide.removeEventListener("change", closeWhenWide);
    };
  }, []);

  const closeMenu = () => menu.current?.hidePopover();

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-rule bg-paper/95 backdrop-blur-sm print:hidden">
      <nav aria-label="Main" className="page-container flex h-16 items-center justify-between gap-6">
        <a href="/" className="font-serif text-2xl leading-none">
          {artist.name}
        </a>
        <ul className="hidden items-center gap-8 text-sm tracking-wide md:flex">
          {navLinks.map((link) => (
            <li key={link.path}>
              <NavLink link={link} path={path} className={barLinkClass} />
            </li>
          ))}
          <li>
            <SocialIconLink social={artist.social} align="end" />
          </li>
        </ul>
        <div className="-mr-2.5 md:hidden">
          {/* No aria-expanded: the browser tells assistive technology whether the popover a
              popovertarget button opens is open, and HTML forbids the attribute beside it. */}
          <Tooltip label="Menu" align="end">
            <button
              type="button"
              popoverTarget={menuId}
              aria-controls={menuId}
              aria-label="Menu"
              className={buttonClass("bare")}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </Tooltip>
        </div>
        {/* Inside the nav landmark, though the popover itself is drawn in the top layer. */}
        <div
          ref={menu}
          id={menuId}
          popover="auto"
          className="inset-x-0 top-16 bottom-auto m-0 w-full border-b border-rule bg-paper px-5 pt-4 pb-8 text-ink md:hidden"
        >
          <ul className="flex flex-col text-lg">
            {navLinks.map((link) => (
              <li key={link.path}>
                {/* Closed as it is left, so Back to this page does not find it open. */}
                <NavLink link={link} path={path} className={menuLinkClass} onClick={closeMenu} />
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <SocialIconLink social={artist.social} />
          </div>
        </div>
      </nav>
    </header>
  );
}

/** A link of the bar or the menu; the current page's says so (aria-current) and is marked. */
function NavLink({
  link,
  path,
  className,
  onClick,
}: {
  link: { path: string; label: string };
  path: string;
  className: (isActive: boolean) => string;
  onClick?: () => void;
}) {
  const active = isCurrent(link.path, path);
  return (
    <a
      href={link.path}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
      className={className(active)}
    >
      {link.label}
    </a>
  );
}
