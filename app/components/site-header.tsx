import { site } from "virtual:content/site";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "../lib/button";
import { cn } from "../lib/cn";
import { navLinks } from "../lib/pages";
import { SocialIconLink } from "./contact-links";
import { CloseIcon, MenuIcon } from "./icons";
import { Tooltip } from "./tooltip";

const menuId = "site-menu";

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "border-b py-1 transition-colors",
    isActive ? "border-ink text-ink" : "border-transparent text-stone hover:text-ink",
  );

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("block py-3", isActive ? "font-medium text-ink" : "text-stone hover:text-ink");

/**
 * The fixed top bar. On small screens its links move into a menu built on
 * the Popover API, so the menu opens even before the page's script loads and
 * closes on Escape or a click outside.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const element = menu.current;
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
        <Link to="/" className="font-serif text-2xl leading-none">
          {site.artist.name}
        </Link>
        <ul className="hidden items-center gap-8 text-sm tracking-wide md:flex">
          {navLinks.map(({ path, label }) => (
            <li key={path}>
              {/* Home is current on "/" alone; the others on their whole path prefix. */}
              <NavLink to={path} end={path === "/"} className={barLinkClass}>
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <SocialIconLink align="end" />
          </li>
        </ul>
        <div className="-mr-2.5 md:hidden">
          <Tooltip label="Menu" align="end">
            <button
              type="button"
              popoverTarget={menuId}
              aria-controls={menuId}
              aria-expanded={menuOpen}
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
            {navLinks.map(({ path, label }) => (
              <li key={path}>
                <NavLink to={path} end={path === "/"} onClick={closeMenu} className={menuLinkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <SocialIconLink />
          </div>
        </div>
      </nav>
    </header>
  );
}
