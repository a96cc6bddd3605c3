import type { Faq } from "./types";

/** CV writing page: four questions. */
export const cvFaqs: readonly Faq[] = [
  {
    question: "What do you need from me to start?",
    answer:
      "Your current CV (any format, even an old one), the job adverts you are targeting, and 10 minutes to answer our questionnaire. If you have no CV yet, we interview you by phone or WhatsApp instead.",
  },
  {
    question: "Will my CV pass Applicant Tracking Systems (ATS)?",
    answer:
      "Yes. We use clean layouts without tables or text boxes, standard headings, and the keywords of your target adverts, so portals such as those of banks, NGOs and the UN read it correctly.",
  },
  {
    question: "How many revisions do I get?",
    answer:
      "Starter includes 1 revision, Professional 2 and Executive unlimited revisions. A revision covers any change you request within 14 days of delivery.",
  },
  {
    question: "How fast will I receive my CV?",
    answer:
      "Starter within 48 hours, Professional within 24 hours and Executive within 12 hours of receiving your details and deposit. Need it sooner? Ask us on WhatsApp and we will tell you honestly if we can.",
  },
];

/** General questions: the assistant and pages share these answers. */
export const generalFaqs: readonly Faq[] = [
  {
    question: "How do I pay?",
    answer:
      "By M-Pesa (we send the Lipa na M-Pesa details with your quote), bank transfer or card. Individuals pay 50% to start and the balance before receiving final files; companies can pay on invoice.",
  },
  {
    question: "Where are you located? Do I need to visit?",
    answer:
      "Our office is in Kilimani, Nairobi, but most clients never visit: we work by phone, WhatsApp, email and video calls with clients across Kenya and abroad. Corporate training is delivered at your offices or online.",
  },
  {
    question: "How long does it take?",
    answer:
      "CVs take 12 to 48 hours depending on the package, editing 24 to 48 hours, and LinkedIn profiles 2 to 3 working days. Corporate training is scheduled with you, usually within two weeks.",
  },
  {
    question: "What if I am not happy with the result?",
    answer:
      "Every package includes revisions (1, 2 or unlimited, as listed). Tell us what is missing and your writer revises it. If we still cannot meet the brief, we refund the unused balance.",
  },
  {
    question: "Is my information kept confidential?",
    answer:
      "Yes. Your CV and documents are only seen by the consultant working on them, never shared, and deleted on request.",
  },
  {
    question: "Do you guarantee a job?",
    answer:
      "No honest consultancy can. We guarantee a professional document delivered on time; our clients' results (200+ placed, 95% success rate) speak for the rest.",
  },
];
