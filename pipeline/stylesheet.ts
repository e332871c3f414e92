import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDimensions } from "../rules/dimensions.ts";
import { inCm, paintingPlacement, wallScene } from "../rules/wall.ts";
import type { Photograph } from "./photographs.ts";

/**
 * The stylesheets of the views that show a photograph whole: one to a work (its photographs and
 * where it hangs on "See it on a wall", app/components/wall-scene.tsx), one to an exhibition (its
 * installation photographs) and one to the portrait. The CSP allows no style attributes, so a
 * photograph's proportions (class ph-<n>, --ratio) and its colours while it loads are rules; each
 * page links the sheets of what it shows whole (app/components/responsive-image.tsx), so the
 * site's one stylesheet, which every page waits for, does not grow with the catalogue.
 */
export class PhotographSheets {
  /** Each sheet's rules, by its name. */
  private readonly sheets = new Map<string, Set<string>>();

  /** `dir`: where the sheets are written, for Vite to build them as it builds app.css. */
  constructor(private readonly dir: string) {}

  /** Puts photograph `photoClass`'s rule in sheet `name`; returns the sheet's file. */
  photograph(name: string, photoClass: string, photograph: Photograph | undefined): string {
    const { width = 4, height = 5, colours } = photograph ?? {};
    const ratio = +(width / height).toFixed(5);
    const placeholder = colours ? `linear-gradient(${colours.join(",")})` : "none";
    return this.add(
      name,
      `.${photoClass}{--ratio:${ratio}}img.${photoClass}{background-image:${placeholder}}`,
    );
  }

  /** Puts where `work`'s photograph hangs on its wall in sheet `name`, if its dimensions say. */
  wall(name: string, work: { id: number; dimensions: string }): void {
    const dimensions = parseDimensions(work.dimensions);
    if (dimensions) this.add(name, `.wall-${work.id}{${paintingPlacement(wallScene(inCm(dimensions)))}}`);
  }

  /** Each sheet's text, by its name. */
  texts(): Map<string, string> {
    return new Map([...this.sheets].map(([name, rules]) => [name, [...rules].join("\n")]));
  }

  /** Writes every sheet whose text changed, and removes the sheets of what the content no longer has. */
  write(): void {
    mkdirSync(this.dir, { recursive: true });
    const texts = this.texts();
    for (const file of readdirSync(this.dir)) {
      if (!texts.has(path.basename(file, ".css"))) rmSync(path.join(this.dir, file), { force: true });
    }
    for (const [name, text] of texts) {
      const file = this.fileOf(name);
      // An unchanged file stays as it is: the development server would reload the page for nothing.
      if (readIfThere(file) !== text) writeFileSync(file, text);
    }
  }

  private fileOf(name: string) {
    return path.join(this.dir, `${name}.css`);
  }

  private add(name: string, rule: string) {
    const rules = this.sheets.get(name) ?? new Set();
    this.sheets.set(name, rules.add(rule));
    return this.fileOf(name);
  }
}

function readIfThere(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
