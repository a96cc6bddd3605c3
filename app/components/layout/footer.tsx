import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { business, businessHours } from "../../../content/business";
import { whatsappMessages } from "../../../content/messages";
import { footer } from "../../../content/navigation";
import { usePublicConfig, useWhatsappLink } from "../../lib/site-config";

function FooterColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { label: string; href: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <Link to={link.href} className="text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer: quick links, services, resources, contact details and hours. */
export function Footer() {
  const { siteName, contactPhone } = usePublicConfig();
  const whatsappHref = useWhatsappLink(whatsappMessages.freeConsultation);
  return (
    <footer className="bg-slate-900 px-4 pt-14 pb-8 text-slate-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
            {siteName}
          </p>
          <p className="mt-3 max-w-sm">{footer.about}</p>
          <ul className="mt-5 space-y-2">
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={`tel:${contactPhone.replace(/\s/g, "")}`}
                className="hover:text-white hover:underline"
              >
                {contactPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${business.email}`} className="hover:text-white hover:underline">
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
              <span>
                {business.location.street}, {business.location.city}
              </span>
            </li>
          </ul>
        </div>
        <FooterColumn title="Quick links" links={footer.quickLinks} />
        <FooterColumn title="Services" links={footer.services} />
        <FooterColumn title={footer.resourcesTitle} links={footer.resources} />
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col gap-2 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:justify-between">
        <p>{footer.copyright(new Date().getFullYear(), siteName)}</p>
        <p>{businessHours.map((h) => `${h.label}: ${h.display}`).join(" · ")}</p>
      </div>
    </footer>
  );
}
