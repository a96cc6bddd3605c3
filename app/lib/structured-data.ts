import { business, businessHours } from "../../content/business";
import { lowestAmount } from "../../content/format";
import type { Service } from "../../content/services";
import type { Package } from "../../content/types";
import { categoryImage, PUBLISHER_LOGO } from "../../contract/blog-rules";
import type { PublicConfig } from "./public-config";

/** schema.org Offer for one package, priced in KES. */
function offer(pkg: Package, config: PublicConfig, path: string) {
  const base = {
    "@type": "Offer",
    name: pkg.name,
    description: pkg.description,
    priceCurrency: "KES",
    url: `${config.siteUrl}${path}`,
    availability: "https://schema.org/InStock",
  };
  if ("amount" in pkg.price) return { ...base, price: pkg.price.amount };
  return {
    ...base,
    price: lowestAmount(pkg.price),
    priceSpecification: {
      "@type": "PriceSpecification",
      priceCurrency: "KES",
      minPrice: pkg.price.from,
      maxPrice: pkg.price.to,
    },
  };
}

function provider(config: PublicConfig) {
  return {
    "@type": "ProfessionalService",
    "@id": `${config.siteUrl}/#business`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
    telephone: config.contactPhone,
    email: business.email,
    image: `${config.siteUrl}/images/og-image.png`,
    foundingDate: String(business.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.location.street,
      addressLocality: business.location.city,
      addressCountry: business.location.countryCode,
    },
    areaServed: business.areaServed,
    openingHoursSpecification: businessHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

/** The home page's ProfessionalService with business hours and KES offers. */
export function professionalServiceLd(config: PublicConfig, packages: readonly Package[]) {
  return {
    "@context": "https://schema.org",
    ...provider(config),
    description: business.tagline,
    priceRange: "KSh 500 - KSh 35,000",
    makesOffer: packages.map((p) => offer(p, config, "/#pricing")),
  };
}

/** A service page's Service with its offers. */
export function serviceLd(
  config: PublicConfig,
  service: Pick<Service, "name" | "summary">,
  path: string,
  packages: readonly Package[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.summary,
    serviceType: service.name,
    url: `${config.siteUrl}${path}`,
    areaServed: business.areaServed,
    provider: provider(config),
    offers: packages.map((p) => offer(p, config, path)),
  };
}

/** A blog post's BlogPosting, published by the business under its own name. */
export function blogPostingLd(
  config: PublicConfig,
  post: {
    slug: string;
    title: string;
    description: string;
    category: string;
    tags: readonly string[];
    publishedAt: string;
    updatedAt: string;
    wordCount: number;
  },
) {
  const url = `${config.siteUrl}/blog/${post.slug}`;
  const organization = { "@type": "Organization", name: config.siteName, url: config.siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.description,
    image: `${config.siteUrl}${categoryImage(post.category, "png")}`,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    author: organization,
    publisher: {
      ...organization,
      logo: { "@type": "ImageObject", url: `${config.siteUrl}${PUBLISHER_LOGO}` },
    },
  };
}
