import { ArrowRight, CircleCheck, Gift } from "lucide-react";
import { homeHero } from "../../../content/home";
import { whatsappMessages } from "../../../content/messages";
import type { Stat } from "../../../content/types";
import { Button } from "../ui/button";
import { WhatsAppButton } from "./actions";

/** Landing hero (anchor #home): two actions, five premium services, the special offer. */
export function HomeHero({ stats }: { stats: readonly Stat[] }) {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative scroll-mt-16 overflow-hidden bg-brand-900 px-4 pt-28 pb-16 text-white sm:px-6 md:pt-36 md:pb-24"
    >
      <img
        src="/images/hero-pattern.svg"
        alt=""
        width="1440"
        height="800"
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover opacity-40"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
            {homeHero.eyebrow}
          </p>
          <h1
            id="home-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{homeHero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#services">
                {homeHero.exploreLabel}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <WhatsAppButton text={whatsappMessages.freeConsultation} size="lg" variant="inverse">
              {homeHero.consultationLabel}
            </WhatsAppButton>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
            {stats.slice(0, 3).map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-sm text-brand-100">{s.label}</dt>
                <dd className="text-2xl font-bold">{s.number}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
          <h2 className="text-xl font-semibold">{homeHero.premiumTitle}</h2>
          <ul className="mt-4 space-y-3">
            {homeHero.premiumServices.map((service) => (
              <li key={service} className="flex gap-3">
                <CircleCheck
                  className="mt-0.5 size-5 shrink-0 text-emerald-700"
                  aria-hidden="true"
                />
                {service}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
            <Gift className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <strong>{homeHero.specialOffer.title}:</strong> {homeHero.specialOffer.text}
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
