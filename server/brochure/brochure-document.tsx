import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brochure } from "../../content/brochure";
import { business, businessHours } from "../../content/business";
import { formatPrice, formatPriceWithUnit } from "../../content/format";
import {
  cvPackages,
  editingPackages,
  linkedinPackages,
  trainingPackage,
} from "../../content/packages";
import { trainingProgrammes } from "../../content/training";
import type { Package } from "../../content/types";

/** The brochure's contact lines come from config (brand, phone), the rest from content/. */
export interface BrochureContact {
  siteName: string;
  siteUrl: string;
  phone: string;
}

const brand = "#1e40af";
const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10.5, fontFamily: "Helvetica", color: "#0f172a", lineHeight: 1.4 },
  band: {
    backgroundColor: brand,
    color: "#ffffff",
    padding: 20,
    marginBottom: 18,
    borderRadius: 4,
  },
  brandName: { fontSize: 11, fontFamily: "Helvetica-Bold", color: "#fcd34d" },
  title: { fontSize: 22, fontFamily: "Helvetica-Bold", marginTop: 4 },
  intro: { marginTop: 6, color: "#dbeafe" },
  h2: { fontSize: 14, fontFamily: "Helvetica-Bold", color: brand, marginTop: 14, marginBottom: 6 },
  card: { borderWidth: 1, borderColor: "#cbd5e1", borderRadius: 4, padding: 10, marginBottom: 8 },
  cardTitle: { fontSize: 12, fontFamily: "Helvetica-Bold" },
  muted: { color: "#334155" },
  row: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: "#e2e8f0",
  },
  bold: { fontFamily: "Helvetica-Bold" },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 9,
    color: "#475569",
    textAlign: "center",
  },
});

function PriceRows({ packages }: { packages: readonly Package[] }) {
  return (
    <View>
      {packages.map((p) => (
        <View key={p.id} style={styles.row}>
          <Text>{p.name}</Text>
          <Text style={styles.bold}>{formatPriceWithUnit(p.price, p.unit)}</Text>
        </View>
      ))}
    </View>
  );
}

/** A two-page brochure: training programmes first, then every other price list. */
export function BrochureDocument({ contact }: { contact: BrochureContact }) {
  const hours = businessHours.map((h) => `${h.label} ${h.display}`).join("; ");
  const footer = `${contact.siteName} · ${contact.phone} · ${business.email} · ${contact.siteUrl}`;
  return (
    <Document
      title={`${contact.siteName}: ${brochure.title}`}
      author={contact.siteName}
      language="en-KE"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.brandName}>{contact.siteName}</Text>
          <Text style={styles.title}>{brochure.title}</Text>
          <Text style={styles.intro}>{brochure.intro}</Text>
        </View>
        <Text style={styles.h2}>Programmes</Text>
        {trainingProgrammes.map((p) => (
          <View key={p.id} style={styles.card} wrap={false}>
            <Text style={styles.cardTitle}>{p.title}</Text>
            <Text style={styles.muted}>{p.description}</Text>
            <Text>Outcomes: {p.outcomes.join(" · ")}</Text>
          </View>
        ))}
        <Text>
          Each programme: {trainingPackage.sessionHours?.from}-{trainingPackage.sessionHours?.to}{" "}
          hours, <Text style={styles.bold}>{formatPrice(trainingPackage.price)}</Text> per session.{" "}
          {trainingPackage.description}
        </Text>
        <Text style={styles.h2}>How it works</Text>
        {brochure.howItWorks.map((step, i) => (
          <Text key={step}>
            {i + 1}. {step}
          </Text>
        ))}
        <Text style={styles.footer} fixed>
          {footer}
        </Text>
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.h2}>Career services for your staff and for individuals</Text>
        <Text style={styles.bold}>CV writing</Text>
        <PriceRows packages={cvPackages} />
        <Text style={[styles.bold, { marginTop: 10 }]}>LinkedIn optimization</Text>
        <PriceRows packages={linkedinPackages} />
        <Text style={[styles.bold, { marginTop: 10 }]}>
          Editing and proofreading (24-48 hour delivery)
        </Text>
        <PriceRows packages={editingPackages} />
        <Text style={styles.h2}>Contact</Text>
        <Text>{brochure.closing}</Text>
        <Text>Phone / WhatsApp: {contact.phone}</Text>
        <Text>Email: {business.email}</Text>
        <Text>
          Office: {business.location.street}, {business.location.city}.{" "}
          {business.location.remoteNote}
        </Text>
        <Text>Hours: {hours}.</Text>
        <Text>Payment: {business.payment.methods.join(", ")}.</Text>
        <Text style={styles.footer} fixed>
          {footer}
        </Text>
      </Page>
    </Document>
  );
}
