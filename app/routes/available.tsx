import { available, site } from "virtual:content";
import { WorksPage } from "../components/works-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Available Works", site.available.description);

export default function Available() {
  return <WorksPage title="Available Works" intro={site.available.intro} works={available} layout="pairs" />;
}
