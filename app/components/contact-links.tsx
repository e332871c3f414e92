import type { Artist } from "../../pipeline/content-types";
import { mailto } from "../../rules/mailto";
import { buttonClass } from "../lib/button";
import { InstagramIcon, MailIcon } from "./icons";
import { Tooltip } from "./tooltip";

// The artist's e-mail and social profile (content/site.yaml), as icons or as labelled buttons.

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
const newTabNote = "(opens in a new tab)";
/** Said to screen readers after every link that starts an e-mail. */
export const emailAppNote = "(opens your e-mail app)";

export function SocialIconLink({ social, align }: { social: Artist["social"]; align?: "center" | "end" }) {
  return (
    <Tooltip label={social.label} align={align}>
      <a
        href={social.url}
        {...newTab}
        aria-label={`${social.label} ${newTabNote}`}
        className={buttonClass("icon")}
      >
        <InstagramIcon />
      </a>
    </Tooltip>
  );
}

export function EmailIconLink({ email }: { email: string }) {
  return (
    <Tooltip label="Email">
      <a href={mailto(email)} aria-label={`Email ${email} ${emailAppNote}`} className={buttonClass("icon")}>
        <MailIcon />
      </a>
    </Tooltip>
  );
}

export function EmailButton({ email }: { email: string }) {
  return (
    <a href={mailto(email)} className={buttonClass("solid")}>
      <MailIcon />
      {email}
      <span className="sr-only">{emailAppNote}</span>
    </a>
  );
}

export function SocialButton({ social }: { social: Artist["social"] }) {
  return (
    <a href={social.url} {...newTab} className={buttonClass("outline")}>
      <InstagramIcon />
      {social.label}
      <span className="sr-only">{newTabNote}</span>
    </a>
  );
}
