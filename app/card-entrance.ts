// The cards' entrance (app.css loads this as a Tailwind plugin): each card rises for 700 ms, 100 ms
// after the one before, the 13th and later together. Every card's animation starts and ends with
// the others', holding still before its rise and after it: with a delay and an end of its own,
// Chromium runs them on the main thread, restyling every rising card at every frame. In the
// stylesheet, as the CSP allows no style attributes.
import plugin, { type PluginAPI } from "tailwindcss/plugin";

/** How long a card takes to rise, ms. */
const rise = 700;
/** How long after the card before it a card starts to rise, ms. */
const stagger = 100;
/** Cards from this one (1-based) on rise together. */
const together = 13;
/** The shared length of every card's animation: the last card's wait and rise. */
const duration = rise + stagger * (together - 1);

const percent = (ms: number) => `${Number(((ms / duration) * 100).toFixed(3))}%`;

/** The rules of the entrance, in Tailwind's CSS-in-JS: a keyframes rule and a selector per step. */
function entranceRules() {
  const rules: Parameters<PluginAPI["addBase"]>[0] = {};
  for (let step = 0; step < together; step++) {
    const name = `card-enter-${step}`;
    const start = stagger * step;
    rules[`@keyframes ${name}`] = {
      [step === 0 ? "0%" : `0%, ${percent(start)}`]: {
        opacity: "0",
        translate: "0 1rem",
        animationTimingFunction: "cubic-bezier(0.2, 0.7, 0.2, 1)",
      },
      [`${percent(start + rise)}, 100%`]: { opacity: "1", translate: "none" },
    };
    const selector =
      step === 0
        ? ".card-enter"
        : `.card-enter:nth-child(${step === together - 1 ? `n + ${together}` : step + 1})`;
    rules[selector] = { animation: `${name} ${duration}ms both` };
  }
  return rules;
}

// In the base layer, so that app.css's rules for reduced motion and print override it.
export default plugin(({ addBase }) => addBase(entranceRules()));
