import { rm } from "node:fs/promises";
import { editedSite } from "./editor-session.ts";

// Before any test: a last run's edited site must not be taken for this run's (e2e/edited-site.spec.ts).
export default async function globalSetup() {
  await rm(editedSite, { recursive: true, force: true });
}
