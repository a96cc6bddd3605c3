import { describe, expect, it } from "vitest";
import {
  extractBudget,
  extractChallenge,
  extractCompany,
  extractGoal,
  extractIndustry,
  extractRole,
  extractUrgency,
  extractYearsExperience,
} from "./details";

describe("extractYearsExperience", () => {
  it.each([
    ["I have 5 years experience", false, "5 years"],
    ["over 10 yrs in banking", false, "10+ years"],
    ["five years of experience as an accountant", false, "5 years"],
    ["I've worked for 3 years", false, "3 years"],
    ["12+ years", true, "12+ years"],
    ["7", true, "7 years"],
    ["less than a year of experience", false, "Less than 1 year"],
    ["nina uzoefu wa miaka mitano", false, "5 years"],
    ["forty years in teaching", false, "40 years"],
    ["miaka ishirini", false, "20 years"],
    ["fresh graduate", false, "No experience yet (entry level)"],
  ])("reads %j (asked: %s) as %s", (text, asked, expected) => {
    expect(extractYearsExperience(text, asked)).toBe(expected);
  });

  it.each(["I am 25 years old", "I graduated 2 years ago", "7", "since 2019"])(
    "finds no experience in %j",
    (text) => {
      expect(extractYearsExperience(text, false)).toBeUndefined();
    },
  );
});

describe("extractBudget", () => {
  it.each([
    ["my budget is 5k", false, "KSh 5,000"],
    ["5,000 bob", false, "KSh 5,000"],
    ["I can pay ksh 4500", false, "KSh 4,500"],
    ["KES 12,000", false, "KSh 12,000"],
    ["between 5k and 10k", false, "KSh 5,000 - KSh 10,000"],
    ["budget 3000-5000", false, "KSh 3,000 - KSh 5,000"],
    ["elfu tano", false, "KSh 5,000"],
    ["2.5k", false, "KSh 2,500"],
    ["3000", true, "KSh 3,000"],
    ["300k for the team", false, "KSh 300,000"],
    ["sh. 2000/=", false, "KSh 2,000"],
  ])("reads %j (asked: %s) as %s", (text, asked, expected) => {
    expect(extractBudget(text, asked)).toBe(expected);
  });

  it.each(["call 0712345678", "5 years experience", "I have 3000 followers", "in 2024"])(
    "finds no budget in %j",
    (text) => {
      expect(extractBudget(text, false)).toBeUndefined();
    },
  );

  // A phone number in any of the ways people write one is never an amount or a range, even
  // beside a word of paying or when the budget was asked.
  it.each([
    "I can't pay much now, my cell is (469) 712-5580",
    "text me on 469.712.5580 before I pay",
    "Ksh? my phone is +1 (469) 712-5580",
    "reach me on (0)20 271 4455 about the cost",
    "+44 (0) 7700-900-123, budget to be agreed",
  ])("reads no budget from the phone in %j", (text) => {
    expect(extractBudget(text, false)).toBeUndefined();
    expect(extractBudget(text, true)).toBeUndefined();
  });

  it.each([
    ["budget 3,000 - 5,000", "KSh 3,000 - KSh 5,000"],
    ["I can pay (about) 4000", "KSh 4,000"],
  ])("still reads the amount in %j", (text, expected) => {
    expect(extractBudget(text, true)).toBe(expected);
  });
});

describe("extractUrgency", () => {
  it.each([
    ["I need it asap", "High (asap)"],
    ["deadline is Friday", "High (deadline)"],
    ["by friday please", "High (by friday)"],
    ["haraka sana", "High (haraka)"],
    ["next week is fine", "Medium (next week)"],
    ["no rush", "Low (no rush)"],
    ["it's not urgent", "Low (not urgent)"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractUrgency(text)).toBe(expected);
  });
  it("finds no urgency in a plain sentence", () => {
    expect(extractUrgency("I need a CV")).toBeUndefined();
  });
});

describe("extractRole and extractCompany", () => {
  it.each([
    ["I am a procurement officer at KenGen", "Procurement Officer", "KenGen"],
    ["I'm an accountant at KCB Bank", "Accountant", "KCB Bank"],
    ["I work as a nurse at Aga Khan Hospital", "Nurse", "Aga Khan Hospital"],
    ["currently a software developer, working at Safaricom", "Software Developer", "Safaricom"],
    ["my current role is Sales Manager", "Sales Manager", undefined],
    ["I work for equity", undefined, "Equity"],
    ["I'm an accountant with 6 years of experience", "Accountant", undefined],
  ])("reads %j", (text, role, company) => {
    expect(extractRole(text, false)).toBe(role);
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    [
      "Good afternoon, we are Mavuno Grain Millers in Eldoret, the admin office",
      "Mavuno Grain Millers",
    ],
    ["We're Simba Logistics Ltd, moving offices next month", "Simba Logistics Ltd"],
    ["I am the head teacher of Kapsabet Boys High School", "Kapsabet Boys High School"],
    ["I'm Jane, HR at Bidco Africa", "Bidco Africa"],
    ["Peter here, the chairman of Umoja Youth Group", "Umoja Youth Group"],
    ["Hi, this is Jane from Bidco Africa HR. We need a team building session", "Bidco Africa"],
    ["I'm writing on behalf of Mumias Sugar Company", "Mumias Sugar Company"],
    ["Dear team, we at Jitegemee Sacco would like a motivational talk", "Jitegemee Sacco"],
    ["Our company, Baraka Bakers Ltd, wants customer care training", "Baraka Bakers Ltd"],
    ["Sisi ni Umoja Sacco, tunahitaji mafunzo kwa wafanyakazi 25", "Umoja Sacco"],
    ["Good morning. I am the HR Manager at Bamburi Cement", "Bamburi Cement"],
  ])("reads the buyer's organisation in %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    ["Wilfred Chege, Kamulu Grain Stores", "Kamulu Grain Stores"],
    [
      "Eng. Mercy Atieno Oloo, operations lead, Lake Basin Water & Sanitation",
      "Lake Basin Water & Sanitation",
    ],
    ["Joseph Ngeno of Ngeno Timber Works, Kericho", "Ngeno Timber Works"],
    ["Sr. Agnes Wairimu, treasurer of Mary Immaculate Women Guild", "Mary Immaculate Women Guild"],
    ["Naitwa Kassim Ali, niko supervisor pale Bandari Freight Movers", "Bandari Freight Movers"],
    ["my name is Faith Rono - Rono & Sons Agrovet", "Rono & Sons Agrovet"],
    [
      "Tom Mboya Otieno, County Health Officer, Siaya County Referral Hospital",
      "Siaya County Referral Hospital",
    ],
    // The organisation signed first, known by its kind or its "&".
    ["Nyota Njema SACCO, Rose Awino", "Nyota Njema SACCO"],
    ["Kamau & Sons Builders, I'm Peter Kamau", "Kamau & Sons Builders"],
    ["Odera & Co. Advocates - Lilian Odera", "Odera & Co. Advocates"],
    // "St." and "&" inside a name found by its kind; a Swahili post "wa" its organisation.
    ["I teach at St. Monica's Girls High School in Kitui", "St. Monica's Girls High School"],
    ["Naitwa Joyce, mwalimu mkuu wa Kangundo Township Primary", "Kangundo Township Primary"],
    ["Daniel Ruto, deputy principal at Kapkenda Girls School", "Kapkenda Girls School"],
    ["Ruth Awino, community health worker at Lwala Health Centre", "Lwala Health Centre"],
    // A firm named by its partners' surnames keeps its commas; a signer's surname is no partner.
    ["Lucy Atieno, associate at Achieng, Otieno & Partners", "Achieng, Otieno & Partners"],
    ["Ochieng, Kimani & Co. Advocates - Ruth Mbeki", "Ochieng, Kimani & Co. Advocates"],
    ["Joseph Kirui, Kirui & Sons Transporters", "Kirui & Sons Transporters"],
    // A post signed first, or between the name and the organisation.
    ["Treasurer, Tumaini Boda Boda SACCO, Isaac Wekesa", "Tumaini Boda Boda SACCO"],
    [
      "Ms. Ann Chebet, Registrar, Rift Valley Technical Institute",
      "Rift Valley Technical Institute",
    ],
  ])("reads the organisation of the signature line %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    "Peter Kamau, Nyeri Town",
    "Grace Achieng, Senior Accountant",
    "Mary Njoki, 0712 345 678",
    "Hassan Abdi, HR, Garissa",
    "Brian Otieno, looking for a job in Nairobi",
    "Can you come and work with them?",
    "We are Kenyans living abroad",
    "we are a small NGO in Kisumu",
    "I am the head of the department",
    "Hello, I'm Otieno from Kisumu East",
    "Greetings from Nakuru",
  ])("reads no organisation in %j", (text) => {
    expect(extractCompany(text, false)).toBeUndefined();
  });

  it("takes a bare answer only when asked", () => {
    expect(extractRole("teacher", true)).toBe("Teacher");
    expect(extractRole("teacher", false)).toBeUndefined();
    expect(extractCompany("Acme Ltd", true)).toBe("Acme Ltd");
    expect(extractCompany("about 50 employees", true)).toBeUndefined();
  });

  it.each(["I am a bit confused", "I'm a new client"])("finds no role in %j", (text) => {
    expect(extractRole(text, false)).toBeUndefined();
  });
});

describe("extractIndustry", () => {
  it.each([
    ["I work in the banking sector", "Banking"],
    ["I'm a nurse", "Healthcare"],
    ["working at Safaricom", "Telecommunications"],
    ["I'm in IT", "Technology"],
    ["we are an NGO", "NGO & Development"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractIndustry(text, false)).toBe(expected);
  });
  it.each([
    // A lender or funder the visitor deals with is not their sector.
    ["I own a hardware shop in Kitale and my bank wants a business plan", undefined],
    ["We need a proposal for a bank loan for our bakery", undefined],
    ["the sacco asked for a business plan before the loan", undefined],
    ["Nataka business plan, benki yangu imeomba", undefined],
    // A relative's employer or school is theirs.
    ["My son works at Equity Bank, he needs a CV", undefined],
    ["I run a dairy farm and my daughter teaches at a school in Nyeri", "Agriculture"],
    ["my wife's hospital wants her CV updated", undefined],
    // The visitor's own organisation still counts.
    ["I work at a bank as a teller and my son needs a CV", "Banking & Finance"],
    ["I'm a nurse, my bank wants a letter", "Healthcare"],
    ["I'm a bank teller in Thika", "Banking & Finance"],
  ])("reads the visitor's own sector only in %j", (text, expected) => {
    expect(extractIndustry(text, false)).toBe(expected);
  });
  it("does not read the pronoun 'it' as IT", () => {
    expect(extractIndustry("can you do it by friday", false)).toBeUndefined();
  });
});

describe("extractGoal and extractChallenge", () => {
  it.each([
    ["I want to move into project management", "Move into project management"],
    ["my goal is to get a job abroad", "Get a job abroad"],
    ["I'm looking for a new job in finance", "Get a new job in finance"],
    ["I'm hoping to become a team lead", "Become a team lead"],
  ])("reads the goal in %j", (text, goal) => {
    expect(extractGoal(text)).toBe(goal);
  });

  it.each([
    "I want to update my CV",
    "I want to know the price",
    "I would like to talk to someone",
  ])("does not take %j as a career goal", (text) => {
    expect(extractGoal(text)).toBeUndefined();
  });

  it("reads the challenge sentence", () => {
    expect(extractChallenge("I apply a lot. I keep getting rejected without feedback.")).toBe(
      "I keep getting rejected without feedback",
    );
    expect(extractChallenge("I need a CV")).toBeUndefined();
  });
});

describe("an employer or a place before 'and I'", () => {
  it.each([
    ["I work at Kenya Power and I need a CV", "Kenya Power"],
    ["I work for Bidco Africa and my boss wants training", "Bidco Africa"],
    ["We at Twiga Foods and our partners need a workshop", "Twiga Foods"],
  ])("ends the employer before the visitor's own clause in %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    "Hello I am from Kisumu and I need business proposal writing",
    "Greetings from Eldoret and we need staff training",
  ])("takes no employer from a place in %j", (text) => {
    expect(extractCompany(text, false)).toBeUndefined();
  });
});

describe("the mobile network of a phone number is no industry", () => {
  it.each([
    "0722 123 123 (safaricom)",
    "my airtel line is 0733 000 111",
    "Safaricom number: 0711 222 333",
    "0799 000 111 (Telkom)",
  ])("finds no industry in %j", (text) => {
    expect(extractIndustry(text, false)).toBeUndefined();
  });

  it("still reads an employer in telecoms", () => {
    expect(extractIndustry("I work at Safaricom as a technician", false)).toBe(
      "Telecommunications",
    );
  });
});

describe("no role from where the visitor is or from another detail", () => {
  it.each([
    ["I am in the UK, 07911 123456", false],
    ["I'm at the office now", false],
    ["I am from the coast", false],
    ["budget ni 3k", true],
    ["about 15,000", true],
  ])("finds no role in %j (role asked: %s)", (text, asked) => {
    expect(extractRole(text, asked)).toBeUndefined();
  });

  it("still reads a role after a name", () => {
    expect(extractRole("I'm Grace, a procurement officer", false)).toBe("Procurement Officer");
  });
});

describe("the organisation a business document or training is for", () => {
  it.each([
    ["We need a company profile for Baraka Hardware Ltd", "Baraka Hardware Ltd"],
    ["tender documents for Kijani Agro Supplies please", "Kijani Agro Supplies"],
    ["A profile for our bakery business, Tamu Tamu Bakers, please", "Tamu Tamu Bakers"],
    [
      "We are a small transport company based in Nakuru, Sema Movers Ltd, and need a business plan",
      "Sema Movers Ltd",
    ],
    [
      "Proposal writing for our youth group, Vijana Bidii Self Help Group",
      "Vijana Bidii Self Help Group",
    ],
  ])("reads the organisation in %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    "I run a small business, I need a CV",
    "a profile for Nairobi West",
    "our company, as I said, needs training",
    "company profile for our firm",
  ])("reads none in %j", (text) => {
    expect(extractCompany(text, false)).toBeUndefined();
  });
});

describe("an organisation the visitor names by its kind, with no word introducing it", () => {
  it.each([
    ["Wilson Kiprop, Sosiot Farmers Sacco", "Sosiot Farmers Sacco"],
    ["Agnes Mumbua of Kithimani Widows Group", "Kithimani Widows Group"],
    ["I keep the books for Upendo Mothers Foundation in Kitui", "Upendo Mothers Foundation"],
    ["Halima Yusuf, Halima Dressmakers", "Halima Dressmakers"],
    ["Peter Lomuria - Kalokol Fishers Network", "Kalokol Fishers Network"],
    ["the pupils of our madrasa, Madrasatul Falah in Garissa, need mentoring", "Madrasatul Falah"],
    ["Our mosque, Masjid Taqwa Mombasa, wants a proposal", "Masjid Taqwa Mombasa"],
    // Workplaces named by their kind: a clinic, a school, a hotel, a firm with Ltd after it.
    ["Matron Esther Chebet, Valley Maternity", "Valley Maternity"],
    ["Nurse Jane Wairimu, Kitale Hospital", "Kitale Hospital"],
    ["training for the waiters at Lakeside Palms Hotel", "Lakeside Palms Hotel"],
    ["Deputy principal, Mumias Boys School", "Mumias Boys School"],
    ["Grace Njeri, Baraka Cleaning Services Ltd", "Baraka Cleaning Services Ltd"],
    // A department the visitor leads, and a business given its name.
    ["I head human resources at Maua Bora Flowers, a rose farm", "Maua Bora Flowers"],
    ["We manage the front office for Sunset Beach Resort", "Sunset Beach Resort"],
    ["I run a small salon called Glamour Touch in Ruaka", "Glamour Touch"],
    ["our bakery is named Tamu Tamu, we need a profile", "Tamu Tamu"],
    ["niko na duka yangu hapa Kitengela, inaitwa Baraka Mart.", "Baraka Mart"],
    // A congregation named by its church's initials and its place.
    ["Mchungaji Peter Mutua, AIC Kathiani", "AIC Kathiani"],
    ["Rev. Jane Wambui of ACK St. Stephen's Ruiru", "ACK St. Stephen's Ruiru"],
    ["we are the youth of PCEA Thogoto, need a mentorship day", "PCEA Thogoto"],
  ])("reads %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it.each([
    "I teach at a Primary School in Kitui",
    "Our Women Group needs a report",
    "I joined a Youth Network last year",
    "The Foundation asked for a CV",
    "I work at a Private Hospital",
    "she studies at a Secondary School",
    "a job at a Medical Centre",
    "my son is called Brian Otieno",
    "mtoto wangu anaitwa Kevin",
    "I go to an SDA church",
  ])("reads none in %j", (text) => {
    expect(extractCompany(text, false)).toBeUndefined();
  });
});

describe("an organisation's name with its registered ending, its town or its other half", () => {
  it.each([
    ["Joyce Wambua, Mlolongo Steel Fabricators (K) Ltd", "Mlolongo Steel Fabricators (K) Ltd"],
    ["Accounts clerk at Pwani Oil (2012) Ltd", "Pwani Oil (2012) Ltd"],
    ["Kerio Consulting Engineers (EA) Ltd", "Kerio Consulting Engineers (EA) Ltd"],
    ["Dennis Ruto, Ruto, Chebet & Partners Advocates", "Ruto, Chebet & Partners Advocates"],
    ["Agnes Moraa, Department of Education, Kisii County", "Department of Education, Kisii County"],
    [
      "Paul Kirui, County Government of Bomet, Department of Water",
      "County Government of Bomet, Department of Water",
    ],
    [
      "Teacher Ruth Chelangat, St. Joseph's Boys Secondary School, Kitale",
      "St. Joseph's Boys Secondary School, Kitale",
    ],
    [
      "Fr. Simon Ngugi, A.I.P.C.A. St. Peter's Parish, Gatundu",
      "A.I.P.C.A. St. Peter's Parish, Gatundu",
    ],
    ["Matron Lucy Adhiambo, Siaya Level 4 Hospital", "Siaya Level 4 Hospital"],
    ["Ibrahim Noor, Noor Hardware, Wajir", "Noor Hardware"],
    ["I work at Stima Trust Bank, Meru branch", "Stima Trust Bank"],
  ])("reads %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });
});

describe("a public office, a department's subjects, a Swahili group", () => {
  it.each([
    ["Grace Atieno, Ugunja Constituency Office", "Ugunja Constituency Office"],
    [
      "Peter Lokwang, Department of Trade, Tourism and Cooperatives, Turkana County",
      "Department of Trade, Tourism and Cooperatives, Turkana County",
    ],
    [
      "I lead the Department of Water, Environment and Natural Resources in Kitui County",
      "Department of Water, Environment and Natural Resources, Kitui County",
    ],
    ["Our department is Department of Health in Embu County", "Department of Health, Embu County"],
    [
      "Naitwa Halima Said wa Kikundi cha Wanawake Tushikamane Lamu",
      "Kikundi cha Wanawake Tushikamane Lamu",
    ],
  ])("reads %j", (text, company) => {
    expect(extractCompany(text, false)).toBe(company);
  });

  it("keeps a department's own office apart ('Bidco Africa HR' is Bidco Africa)", () => {
    expect(extractCompany("Mary, HR at Bidco Africa Office", false)).not.toMatch(/Office$/);
  });

  it("keeps a county department's 'Department': it is the organisation", () => {
    expect(extractCompany("I work at Kajiado County Water Department", false)).toBe(
      "Kajiado County Water Department",
    );
    expect(extractCompany("I work at Unga Group Department", false)).toBe("Unga Group");
  });

  it("reads thousands told in words, and never a year, as the budget", () => {
    expect(extractBudget("boda tangu 2014. budget yetu ni kama eighty k", false)).toBe(
      "KSh 80,000",
    );
    expect(extractBudget("we can pay twenty five thousand", false)).toBe("KSh 25,000");
    expect(extractBudget("nilianza boda 2014, budget bado hatujui", false)).toBeUndefined();
    expect(
      extractBudget("we have twenty thousand members, budget is tight", false),
    ).toBeUndefined();
  });

  it("takes no organisation from a reply of counts", () => {
    expect(extractCompany("Seventy teachers, three days, April", true)).toBeUndefined();
  });

  it("reads no year as a budget and no greeting as a deadline", () => {
    expect(
      extractBudget("Tulianza mwaka 2016, tunahitaji bajeti na mpango wa kazi", false),
    ).toBeUndefined();
    expect(extractUrgency("Habari za leo, nataka CV")).toBeUndefined();
    expect(extractUrgency("Naihitaji leo")).toMatch(/^High/);
  });

  it("keeps an acronym's capitals in the role and ends it on no joining word", () => {
    expect(extractRole("I'm the MCA of my ward in Marsabit", false)).toBe("MCA");
  });
});
