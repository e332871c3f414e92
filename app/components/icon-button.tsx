import type { ReactNode } from "react";
import { buttonClass } from "../lib/button";
import { cn } from "../lib/cn";
import { Tooltip } from "./tooltip";

/**
 * A round icon button, named by its aria-label and its tooltip. A disabled
 * one (Previous and Next at the ends) stays focusable but does nothing
 * (aria-disabled): a disabled button would drop the focus of the visitor who
 * just pressed it.
 */
export function IconButton({
  label,
  align,
  disabled = false,
  onClick,
  className,
  children,
}: {
  label: string;
  align?: "end";
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} align={align}>
      <button
        type="button"
        aria-label={label}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
        className={buttonClass(
          "icon",
          cn("aria-disabled:cursor-not-allowed aria-disabled:text-rule", className),
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}
