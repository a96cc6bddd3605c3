import { MapPin, MessageCircle, Phone } from "lucide-react";
import { data, useFormAction } from "react-router";
import { business } from "../../content/business";
import {
  aboutSection,
  contactSection,
  homeMeta,
  pricingSection,
  serviceCards,
  servicesSection,
  testimonialsSection,
} from "../../content/home";
import { packageActions } from "../../content/messages";
import { customPricingNote, homeAddOns, homePackages } from "../../content/packages";
import { homeStats } from "../../content/stats";
import { homeTestimonials } from "../../content/testimonials";
import { ChatButton } from "../components/marketing/actions";
import { BusinessHours } from "../components/marketing/business-hours";
import { ContactForm } from "../components/marketing/contact-form";
import { HomeHero } from "../components/marketing/home-hero";
import { ContentIcon } from "../components/marketing/icon";
import { LatestPosts } from "../components/marketing/latest-posts";
import { AddOnList, PackageChatButton, PackageGrid } from "../components/marketing/pricing";
import { Section } from "../components/marketing/section";
import { ServiceCards } from "../components/marketing/service-cards";
import { StatsStrip } from "../components/marketing/stats-strip";
import { Testimonials } from "../components/marketing/testimonials";
import { Island } from "../islands/island";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches, usePublicConfig } from "../lib/site-config";
import { professionalServiceLd } from "../lib/structured-data";
import type { Route } from "./+types/home";

/** How many of the newest published posts the landing page shows. */
const LATEST_POSTS = 3;

/**
 * JSON-LD is built on the server so the schema code and full price data stay out of the browser
 * bundle. The latest posts come from the database through the blog service.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const config = publicConfigOf(services.config);
  // Page 1 of the public list is newest first and shared with /blog's read cache.
  const { posts } = await services.blog.listPage({ page: 1 });
  return {
    jsonLd: [professionalServiceLd(config, [...homePackages, ...homeAddOns])],
    latestPosts: posts.slice(0, LATEST_POSTS),
  };
}

/**
 * The contact form posted before the page's JavaScript has loaded (a plain HTML form post):
 * answered by the same validation, rate limit and service as POST /api/contact, and shown in
 * the page rendered back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status, headers } = await context.get(appContext).postForm("contact", request);
  return data(answer, { status, headers });
}

/** The action's own headers (Retry-After on a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  return seo({
    meta: homeMeta,
    path: "/",
    config,
    jsonLd: loaderData?.jsonLd,
  });
}

/**
 * The landing page: hero, services, about, testimonials, pricing, contact, with the latest posts
 * before contact.
 */
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { contactPhone } = usePublicConfig();
  // The page's own action (with ?index on "/"), back at the form once answered.
  const contactAction = `${useFormAction()}#contact`;
  return (
    <>
      <HomeHero stats={homeStats} />

      <Section id="services" heading={servicesSection} tone="muted">
        <ServiceCards cards={serviceCards} />
      </Section>

      <Section id="about" heading={aboutSection}>
        <div className="mx-auto max-w-3xl space-y-4 text-center text-lg text-slate-700">
          {aboutSection.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {aboutSection.values.map((v) => (
            <li key={v.title} className="rounded-xl bg-slate-50 p-6 text-center">
              <ContentIcon name={v.icon} className="mx-auto size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{v.title}</h3>
              <p className="mt-1 text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-brand-800 px-6 py-10">
          <StatsStrip stats={homeStats} tone="dark" />
        </div>
      </Section>

      <Section id="testimonials" heading={testimonialsSection} tone="muted">
        <Testimonials items={homeTestimonials} />
      </Section>

      <Section id="pricing" heading={pricingSection}>
        <PackageGrid
          packages={homePackages}
          popularBadge={pricingSection.popularBadge}
          renderAction={(pkg) => (
            <PackageChatButton
              pkg={pkg}
              chat={{
                service: pkg.id === "home-training" ? "corporate-training" : "cv-writing",
                message: packageActions.homeMessage(pkg),
              }}
            >
              {packageActions.chooseLabel(pkg)}
            </PackageChatButton>
          )}
        />
        <AddOnList title={pricingSection.addOnsTitle} items={homeAddOns} note={customPricingNote} />
      </Section>

      <LatestPosts posts={loaderData.latestPosts} />

      <Section id="contact" heading={contactSection} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          {/* Hydrated near the viewport or on focus; until then it posts as a plain form. */}
          <Island
            name="contact-form"
            when="visible"
            component={ContactForm}
            props={{ action: contactAction, answer: actionData }}
          />
          <div className="space-y-6">
            <BusinessHours title={contactSection.hoursTitle} />
            <div className="rounded-xl border border-slate-200 bg-white p-6">
              <ul className="space-y-3 text-slate-800">
                <li className="flex items-center gap-2">
                  <Phone className="size-5 text-brand-700" aria-hidden="true" />
                  <a href={`tel:${contactPhone.replace(/\s/g, "")}`} className="hover:underline">
                    {contactPhone}
                  </a>
                </li>
                <li className="flex items-start gap-2">
                  <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{business.location.remoteNote}</span>
                </li>
              </ul>
              <ChatButton className="mt-5 w-full" variant="secondary">
                <MessageCircle aria-hidden="true" />
                {contactSection.chatLabel}
              </ChatButton>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
