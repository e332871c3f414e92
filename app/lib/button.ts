import { cn } from "./cn";

// Every button-like control draws from this one table, so the site has
// exactly these looks and Tailwind can see each class name whole.

const base =
  "inline-flex items-center justify-center gap-2 text-sm font-medium tracking-wide transition-colors duration-200 disabled:cursor-not-allowed";

export const buttonVariants = {
  /** The main action of a section. */
  solid: "min-h-11 px-4 sm:px-6 bg-ink text-paper hover:bg-stone disabled:bg-rule disabled:text-stone",
  /** A second action beside a solid one. */
  outline:
    "min-h-11 px-4 sm:px-6 border border-ink text-ink hover:bg-ink hover:text-paper disabled:border-rule disabled:text-stone disabled:hover:bg-transparent",
  /** An icon alone, named by its tooltip and aria-label. */
  icon: "size-11 rounded-full border border-rule text-ink hover:border-ink",
  /** An icon alone inside a bar, without a frame. */
  bare: "size-11 text-ink hover:text-stone",
} as const;

type ButtonVariant = keyof typeof buttonVariants;

export function buttonClass(variant: ButtonVariant, className?: string): string {
  return cn(base, buttonVariants[variant], className);
}
