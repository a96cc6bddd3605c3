import { ArrowRight, Gift } from "lucide-react";
import { homeHero } from "../../../content/home";
import { whatsappMessages } from "../../../content/messages";
import type { Stat } from "../../../content/types";
import { Button } from "../ui/button";
import { WhatsAppButton } from "./actions";
import { Hero } from "./hero";
import { TickList } from "./tick-list";

/** Landing hero (anchor #home): two actions, three figures, five premium services, the offer. */
export function HomeHero({ stats }: { stats: readonly Stat[] }) {
  return (
    <Hero
      hero={homeHero}
      id="home"
      footer={
        <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
          {stats.slice(0, 3).map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{s.label}</dt>
              <dd className="text-2xl font-bold">{s.number}</dd>
            </div>
          ))}
        </dl>
      }
      aside={<PremiumServices />}
    >
      <Button asChild size="lg" variant="accent">
        <a href="#services">
          {homeHero.exploreLabel}
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
      <WhatsAppButton text={whatsappMessages.freeConsultation} size="lg" variant="inverse">
        {homeHero.consultationLabel}
      </WhatsAppButton>
    </Hero>
  );
}

function PremiumServices() {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
      <h2 className="text-xl font-semibold">{homeHero.premiumTitle}</h2>
      <TickList items={homeHero.premiumServices} look="circled" className="mt-4 space-y-3" />
      <p className="mt-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
        <Gift className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong>{homeHero.specialOffer.title}:</strong> {homeHero.specialOffer.text}
        </span>
      </p>
    </div>
  );
}
