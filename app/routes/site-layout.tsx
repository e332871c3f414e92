import { Outlet } from "react-router";
import { SiteHeader } from "../components/site-header";

export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <div className="pt-16">
        <Outlet />
      </div>
    </>
  );
}
