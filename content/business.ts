/**
 * Facts about the business that are not configuration. The brand name (SITE_NAME), the
 * phone (CONTACT_PHONE), the WhatsApp number (WHATSAPP_NUMBER) and the site address
 * (SITE_URL) come from server config at run time and reach pages through the root loader.
 */

export const business = {
  foundedYear: 2020,
  tagline: "CVs, LinkedIn profiles and training that get Kenyan professionals hired and promoted.",
  email: "hello@kazicareers.co.ke",
  location: {
    street: "Kilimani, Argwings Kodhek Road",
    city: "Nairobi",
    country: "Kenya",
    countryCode: "KE",
    /** Shown next to the address: most clients never need to visit. */
    remoteNote: "Based in Nairobi, serving clients across Kenya and the diaspora remotely.",
  },
  /** Where the consultancy works; structured data `areaServed`. */
  areaServed: ["Kenya", "East Africa", "Kenyans abroad"],
  payment: {
    methods: ["M-Pesa", "Bank transfer", "Card"],
    note: "Pay by M-Pesa (Lipa na M-Pesa details are sent with your quote), bank transfer or card. Individual clients pay 50% to start and the balance before the final files are released; companies can pay on invoice.",
  },
  timeZone: "Africa/Nairobi",
} as const;

/** A block of opening hours; times are 24 h "HH:MM" in Nairobi time (EAT, UTC+3). */
export interface OpeningHours {
  days: readonly Weekday[];
  /** How the days are shown, e.g. "Monday - Friday". */
  label: string;
  opens: string;
  closes: string;
  /** How the times are shown, e.g. "8:00 AM - 6:00 PM". */
  display: string;
}

export type Weekday =
  | "Monday"
  | "Tuesday"
  | "Wednesday"
  | "Thursday"
  | "Friday"
  | "Saturday"
  | "Sunday";

/** Business hours: Monday to Friday 8 AM to 6 PM; Saturday 9 AM to 2 PM; closed on Sunday. */
export const businessHours: readonly OpeningHours[] = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    label: "Monday - Friday",
    opens: "08:00",
    closes: "18:00",
    display: "8:00 AM - 6:00 PM",
  },
  {
    days: ["Saturday"],
    label: "Saturday",
    opens: "09:00",
    closes: "14:00",
    display: "9:00 AM - 2:00 PM",
  },
];

export const closedNote =
  "Sunday and public holidays: closed (the chat assistant still takes your details).";

/**
 * What a visitor who writes while the office is closed is told, after the contact form and on
 * the chat's hand-over; `when` is the next opening in words, e.g. "tomorrow at 8:00 am".
 */
export const outOfHoursReply = (when: string) =>
  `Our office is closed right now: a consultant will get back to you ${when} (Nairobi time).`;

/** The same note in a Swahili chat; `when` in Swahili time, e.g. "kesho saa mbili asubuhi". */
export const outOfHoursReplySwahili = (when: string) =>
  `Ofisi yetu imefungwa kwa sasa: mshauri atakujibu ${when} (saa za Nairobi).`;
