import { useLocation, useMatches } from "react-router";
import { whatsappMessages } from "../../../content/messages";
import { Island } from "../../islands/island";
import { usePublicConfig, useWhatsappLink } from "../../lib/site-config";
import { Navbar, type NavbarHandle } from "./navbar";

function useLightTop(): boolean {
  return useMatches().some(
    (m) => (m.handle as Partial<NavbarHandle> | undefined)?.navbar === "solid",
  );
}

/** The navbar as an island hydrated at once, its props read from the router on the server. */
export function NavbarIsland() {
  const { siteName } = usePublicConfig();
  const whatsappHref = useWhatsappLink(whatsappMessages.freeConsultation);
  const { pathname } = useLocation();
  const lightTop = useLightTop();
  return (
    <Island
      name="navbar"
      when="load"
      component={Navbar}
      props={{ siteName, whatsappHref, pathname, lightTop }}
    />
  );
}
