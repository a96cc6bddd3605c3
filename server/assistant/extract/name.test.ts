import { describe, expect, it } from "vitest";
import { readableText } from "../text";
import { extractLead } from ".";
import { correctedName, extractName } from "./name";

describe("extractName", () => {
  it.each([
    ["My name is Jane Wanjiku", false, "Jane", "Wanjiku"],
    ["my name is jane wanjiku", false, "Jane", "Wanjiku"],
    ["Hi, I'm Otieno and I need a CV", false, "Otieno", undefined],
    ["Im Brian", false, "Brian", undefined],
    ["I am Grace, HR manager", false, "Grace", undefined],
    ["naitwa Achieng", false, "Achieng", undefined],
    ["jina langu ni Mwangi Kamau", false, "Mwangi", "Kamau"],
    ["Brian here, need help", false, "Brian", undefined],
    ["call me Wambui", false, "Wambui", undefined],
    ["names: Mary Anne Njeri", false, "Mary", "Anne Njeri"],
    ["I'm looking for a CV. I'm Kevin", false, "Kevin", undefined],
    ["jane", true, "Jane", undefined],
    ["peter mwangi", true, "Peter", "Mwangi"],
    ["Faith Chebet, 0712345678", true, "Faith", "Chebet"],
    ["it's Wanjiru", false, "Wanjiru", undefined],
    ["o'brien", true, "O'Brien", undefined],
    ["Name's Beatrice Wairimu", false, "Beatrice", "Wairimu"],
    ["mi ni Kamau", false, "Kamau", undefined],
    ["Kama jina ni Otieno Brian", false, "Otieno", "Brian"],
    ["Contact person is Mr. Odhiambo", false, "Odhiambo", undefined],
    ["Naliaka M.", true, "Naliaka", undefined],
    ["Chepkoech from Kericho", true, "Chepkoech", undefined],
    ["I'm Barasa btw", false, "Barasa", undefined],
    // A middle initial stays with the surname (the bench's convention since batch 13).
    ["Esther W. Gachanja", true, "Esther", "W. Gachanja"],
    // The name after "contact person:" and after the post the visitor holds.
    ["contact person: Ms. Achieng Oduor", true, "Achieng", "Oduor"],
    ["It's a small clinic in Bungoma. I'm the HR officer, Nekesa Wafula", true, "Nekesa", "Wafula"],
    // Letters of a qualification before the name.
    ["ACCA Musa Abdi", true, "Musa", "Abdi"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    ["I'm looking for a CV writer", false],
    ["I am a teacher", false],
    ["I'm interested in LinkedIn", false],
    ["im fine thanks", false],
    ["It's urgent", false],
    ["call me on 0712345678", false],
    ["how much is a cv", true],
    ["yes please", true],
    ["I need a CV for a job at Safaricom", true],
    ["my contact is 0712345678", false],
    // A verb after "I'm" and a hesitation are no names, even when the name was asked for.
    ["I'm sponsoring him, reach me on 0733 555 121", true],
    ["I'm confused", true],
    ["umm wait", true],
    // A Sheng line switching services, after a hesitation: a request, never a name.
    ["ahh wacha cover letter, nipe LinkedIn badala yake", true],
    ["aah wacha interview coaching, nataka CV tu", true],
    ["eeh wacha hiyo LinkedIn", true],
    ["aah wacha CV, nipe cover letter", true],
  ])("finds no name in %j (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toBeUndefined();
  });
});

describe("titles before a name and letters after it", () => {
  it.each([
    ["Sr. Benedetta Auma", true, "Benedetta", "Auma"],
    ["sister Scholastica Nanjala", true, "Scholastica", "Nanjala"],
    ["Bi. Rehema Salim", true, "Rehema", "Salim"],
    ["bw Juma Hamisi", true, "Juma", "Hamisi"],
    ["Mzee Gathoni Ndegwa", true, "Gathoni", "Ndegwa"],
    ["Eng. Kipkemoi Langat", true, "Kipkemoi", "Langat"],
    ["Fr. Dominic Oketch", true, "Dominic", "Oketch"],
    ["Pst Tabitha Moraa", true, "Tabitha", "Moraa"],
    ["Rev. Dr. Lukas Odhiambo", true, "Lukas", "Odhiambo"],
    ["Mheshimiwa Sande Masinde", true, "Sande", "Masinde"],
    ["Esther Wamuyu CPA", true, "Esther", "Wamuyu"],
    ["Esther Wamuyu, CPA(K)", true, "Esther", "Wamuyu"],
    ["Dkt. Salma Yusuf PhD", true, "Salma", "Yusuf"],
    ["Ms Akoth MBA", true, "Akoth", undefined],
    ["I'm Sr. Benedetta Auma and I need a CV", false, "Benedetta", "Auma"],
    ["my name is Hon. Tito Wanyonyi", false, "Tito", "Wanyonyi"],
    ["This is Mzee Kimani Ngugi", false, "Kimani", "Ngugi"],
    ["Eng Wairimu here", false, "Wairimu", undefined],
    // The honorific of one who made the pilgrimage; "Haji" alone is also a given name, kept.
    ["Hajji Omar Said", true, "Omar", "Said"],
    ["Alhaji Musa Bakari", true, "Musa", "Bakari"],
    ["Yusuf Haji", true, "Yusuf", "Haji"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each(["Dr.", "Mzee", "CPA"])("takes a title alone, %j, for no name", (text) => {
    expect(extractName(text, true)).toBeUndefined();
  });
});

describe("Swahili and Sheng self-introductions", () => {
  it.each([
    ["ni Chelangat", true, "Chelangat", undefined],
    ["ni mimi Obuya Ken", true, "Obuya", "Ken"],
    ["ni mi Wekesa", true, "Wekesa", undefined],
    ["mimi ni Nasimiyu Wafula", true, "Nasimiyu", "Wafula"],
    ["naitwa kamene", true, "Kamene", undefined],
    ["jina langu ni Tumaini Kiprop", true, "Tumaini", "Kiprop"],
    ["Sasa, ni Mumbua, nataka CV", false, "Mumbua", undefined],
    ["ni mimi Odongo, nataka cv", false, "Odongo", undefined],
    ["Mimi ni Jeptoo na nataka LinkedIn", false, "Jeptoo", undefined],
    ["Niaje, mi ni Kioko", false, "Kioko", undefined],
    // "Call me X" in Swahili and Sheng: niite, niiteni, wananiita, unaweza kuniita.
    ["niite Baraka", true, "Baraka", undefined],
    ["Niite Kibet, nataka LinkedIn", false, "Kibet", undefined],
    ["niiteni Shiro tu", true, "Shiro", undefined],
    ["wananiita Mose Kilonzo", false, "Mose", "Kilonzo"],
    ["unaweza kuniita Zawadi", true, "Zawadi", undefined],
    ["Habari, naitwa Halima Said, nahitaji CV", false, "Halima", "Said"],
    ["jina langu ni pendo", true, "Pendo", undefined],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    ["ni sawa", true],
    ["ni mimi", true],
    ["ni cv tu", true],
    ["ni bei gani?", false],
    ["mimi ni mwanafunzi", true],
    ["ni ya kazi", true],
  ])("finds no name in %j (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toBeUndefined();
  });
});

describe("greetings and acknowledgements", () => {
  it.each([
    ["Hujambo, Mama Atieno Odera", "Atieno", "Odera"],
    ["Niaje, ni Kiprop", "Kiprop", undefined],
    ["Sasa! Wairimu Kinyua", "Wairimu", "Kinyua"],
    ["good evening, Bi. Halima Said", "Halima", "Said"],
  ])("reads the name after the greeting in %j", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    "Jambo",
    "Niaje msee",
    "Sasa",
    "Habari yako",
    "ok sure",
    "Alright, sounds good",
    "I'll take both",
    "We'll go with that",
    "Yes please",
    "Poa sana",
  ])("takes no name from %j, even in reply to the name question", (text) => {
    expect(extractName(text, true)).toBeUndefined();
    expect(extractName(text, false)).toBeUndefined();
  });
});

describe("a surname written first, in capitals, before a comma", () => {
  it.each([
    ["OCHIENG, Tom", true, "Tom", "Ochieng"],
    ["WANJIKU, Mary Njeri", true, "Mary", "Njeri Wanjiku"],
    ["Dr. KIPROP, Alice", true, "Alice", "Kiprop"],
    ["My name is MUTUA, Daniel", false, "Daniel", "Mutua"],
    ["Bi. ATIENO, Grace Akinyi", true, "Grace", "Akinyi Atieno"],
  ])("reads %j (asked: %s) as the given name, then the surname", (text, asked, first, last) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(first);
    expect(found?.lastName).toBe(last);
  });

  it.each([
    ["Tom, 0712 345 678", "Tom", undefined],
    ["Tom Ochieng, Nairobi", "Tom", "Ochieng"],
  ])("keeps %j in the order written", (text, first, last) => {
    const found = extractName(text, true);
    expect(found?.firstName).toBe(first);
    expect(found?.lastName).toBe(last);
  });

  it("takes no name from a service in capitals", () => {
    expect(extractName("CV, please", true)).toBeUndefined();
  });
});

describe("honorifics, ways of address and names beside other text", () => {
  it.each([
    // Titles and letters around the name, retired officers and honourables.
    ["Maj. (Retd) Jane Chelimo", true, "Jane", "Chelimo"],
    ["Lt. Col. (Rtd.) Samuel Koech", true, "Samuel", "Koech"],
    ["Hon. Amos Kiprotich, MCA", true, "Amos", "Kiprotich"],
    ["Rev. Dr. Samuel Mutua", true, "Samuel", "Mutua"],
    ["Dr (Mrs) Agnes Wekesa", true, "Agnes", "Wekesa"],
    ["Ruth Nyambura CPA(K), finance manager", true, "Ruth", "Nyambura"],
    // A title, the name and a request in one line, unasked.
    ["Praise God. Pst. Moses Kariuki here, we need a proposal", false, "Moses", "Kariuki"],
    ["Mwalimu Joseph Kiptoo hapa, nafundisha Eldoret", false, "Joseph", "Kiptoo"],
    ["Eng. Kelvin Ouma. I need my CV redone for a job in Rwanda", false, "Kelvin", "Ouma"],
    ["Mr. Daniel Kiprop, 0721 334 556", false, "Daniel", "Kiprop"],
    // A parent named after a child: the own name when given, else the address kept whole.
    ["Mama Shiro", true, "Mama Shiro", undefined],
    ["I'm Baba Tony", false, "Baba Tony", undefined],
    ["mama yake Brian", true, "Mama Brian", undefined],
    ["Mamake Kevin", true, "Mama Kevin", undefined],
    ["Mama Brian, but my name is Rose Atieno", true, "Rose", "Atieno"],
    ["Rose Atieno, Mama Brian", true, "Rose", "Atieno"],
    ["Naitwa Mama Wanjiku, jina langu halisi ni Esther Njoki", true, "Esther", "Njoki"],
    ["Rev. Canon Peter Mbugua", true, "Peter", "Mbugua"],
    // Beside an emoji, an apology or thanks.
    ["Ian Mugo 😊 sorry, network issues", true, "Ian", "Mugo"],
    ["Thanks 🙏 Akinyi Odhiambo Were", true, "Akinyi", "Odhiambo Were"],
    ["Asante sana! Juma Bakari", true, "Juma", "Bakari"],
    ["thank you so much, Mercy Chebet", true, "Mercy", "Chebet"],
    ["my nme's Wanjiku KAMAU.", true, "Wanjiku", "Kamau"],
    ["My nmae's Otieno", false, "Otieno", undefined],
    // A lone two-word reply, a word of it also English.
    ["Samson Were", true, "Samson", "Were"],
    ["Philip Long", true, "Philip", "Long"],
    // A surname that is an English word opening no clause, capitalised after a first name.
    ["Daniel Kiprop Too", true, "Daniel", "Kiprop Too"],
    ["I'm Sarah Too, I need a CV", false, "Sarah", "Too"],
    ["My name is Gideon Too and my number is 0722 000 111", false, "Gideon", "Too"],
    ["Hi I'm Grace Young", false, "Grace", "Young"],
    ["Amina Said here, LinkedIn help please", false, "Amina", "Said"],
    // A conjunction after the name ends it, Swahili or English.
    ["mimi ni Kevin Kamau lakini wasee hunicall Kevo", false, "Kevin", "Kamau"],
    ["Naitwa Joseph Mwangi ila kila mtu ananiita Joe", false, "Joseph", "Mwangi"],
    ["I'm Brian too", false, "Brian", undefined],
    // Titles of nurses and midwives before the name; the workplace after the comma.
    ["Matron Esther Chebet, Valley Maternity", true, "Esther", "Chebet"],
    ["Sister Mary Atieno here", false, "Mary", "Atieno"],
    ["Nurse Jane Wairimu, Kitale Hospital", true, "Jane", "Wairimu"],
    ["Nursing Officer Peter Kirui", true, "Peter", "Kirui"],
    ["I'm Dr (Mrs) Agnes Wekesa", false, "Agnes", "Wekesa"],
    ["Dr. (Mrs.) Lucy Mutheu, Kenyatta Hospital", true, "Lucy", "Mutheu"],
    // Surname first.
    ["Surname: Chebet. Other names: Mercy Jelagat", true, "Mercy", "Jelagat Chebet"],
    ["Last name Omondi, first name Felix", true, "Felix", "Omondi"],
    ["Ochieng is my surname and my first name is Paul", false, "Paul", "Ochieng"],
    ["First name: Esther; surname: Moraa", true, "Esther", "Moraa"],
    ["Jina la ukoo ni Mwangi, jina la kwanza ni Peter", false, "Peter", "Mwangi"],
    ["Kiprop ndio jina la ukoo, jina la kwanza ni Alice", true, "Alice", "Kiprop"],
    // The name before "is my name".
    ["Hi, Ian Mugo is my name", false, "Ian", "Mugo"],
    ["Wanjiru Kamau ndilo jina langu", false, "Wanjiru", "Kamau"],
    // Nicknames are not the surname.
    ["I'm Kevin Otieno aka Kevo", false, "Kevin", "Otieno"],
    ["Wanjiru Kamau a.k.a. Shiro", true, "Wanjiru", "Kamau"],
    ["Jackson Mutiso popularly known as Jacky", true, "Jackson", "Mutiso"],
    // Buyers: the contact person after a label, a sign-off or a role.
    ["Contact person Faith Njoki, 0722 100 200", false, "Faith", "Njoki"],
    ["Kind regards, Peter Kamau Njoroge, HR Manager", false, "Peter", "Kamau Njoroge"],
    ["Please call our HR officer, Agnes Mwende on 0711 000 111", false, "Agnes", "Mwende"],
    ["We need training for 25 supervisors. Contact me, Alice Wambui", false, "Alice", "Wambui"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    // Whose parent the visitor is, said twice: no name of their own.
    ["I'm her dad, Baba Wanjiru", true],
    ["Sir, I need a CV", false],
    ["inaitwa Fresh Cutz", true],
    ["Anaitwa Brian", true],
    ["Bwana asifiwe. Tunahitaji mafunzo", false],
    ["Good Morning", true],
    ["Jane's CV needs work", false],
  ])("takes no name from %j (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toBeUndefined();
  });
});

describe("names the visitor says come surname first", () => {
  it.each([
    ["Wekesa Brenda, surname first", "Brenda", "Wekesa"],
    ["Kariuki Samuel Njoroge (surname first)", "Samuel", "Njoroge Kariuki"],
    ["Onyango Tom - surname comes first", "Tom", "Onyango"],
  ])("%s", (text, first, last) => {
    const found = extractName(text, true);
    expect([found?.firstName, found?.lastName]).toEqual([first, last]);
  });
});

describe("Swahili sentences and roles are never a name", () => {
  it.each([
    ["Hapana, nimebadilisha mawazo, nataka cover letter"],
    ["nimeelewa"],
    ["Nimeelewa sasa"],
    ["asante sana"],
    ["tumeamua LinkedIn"],
    ["Care worker here, need a CV"],
    ["Hi! Support worker here"],
    ["HR here, we need training"],
  ])("%s", (text) => {
    expect(extractName(text, true)).toBeUndefined();
  });
});

describe("a name whose parts are labelled after them or between them", () => {
  it.each([
    // The label after its value, in brackets.
    ["Odhiambo (surname), Kevin (first name)", "Kevin", "Odhiambo"],
    ["Kevin (first name) Odhiambo (surname)", "Kevin", "Odhiambo"],
    ["Wafula (last name), Brian Simiyu (other names)", "Brian", "Simiyu Wafula"],
    ["my name is Odhiambo (surname) Kevin (first name)", "Kevin", "Odhiambo"],
    ["NJOROGE (family name) PETER (given name)", "Peter", "Njoroge"],
    // Labels with no sign between them and the values.
    ["first name Kevin last name Odhiambo", "Kevin", "Odhiambo"],
    ["surname Wafula first name Brian", "Brian", "Wafula"],
    ["First name: Kevin, Last name: Odhiambo", "Kevin", "Odhiambo"],
    ["surname Odhiambo, other names Kevin Otieno", "Kevin", "Otieno Odhiambo"],
    // "Second name" is how many Kenyans say surname.
    ["first name Achieng, second name Okoth", "Achieng", "Okoth"],
    // The label after its value without "is".
    ["Kevin is my first name, Odhiambo my surname", "Kevin", "Odhiambo"],
    ["Odhiambo my surname, Kevin my first name", "Kevin", "Odhiambo"],
    // Only the surname labelled: the words beside it are the given names.
    ["Odhiambo (surname) Kevin", "Kevin", "Odhiambo"],
  ])("%s", (text, first, last) => {
    for (const asked of [true, false]) {
      const found = extractName(text, asked);
      expect([found?.firstName, found?.lastName]).toEqual([first, last]);
    }
  });

  it("does not take the word after a name as a surname label's value", () => {
    expect(extractName("I'm Kevin, my surname is Odhiambo", false)).toMatchObject({
      firstName: "Kevin",
      lastName: "Odhiambo",
    });
  });
});

describe("first names that are also English words", () => {
  it.each([
    // Asked for the name: the reply is the name.
    ["Will Kamau", true, "Will", "Kamau"],
    ["will kamau", true, "Will", "Kamau"],
    ["Will", true, "Will", undefined],
    ["May Achieng.", true, "May", "Achieng"],
    ["Happy Wanjiru", true, "Happy", "Wanjiru"],
    ["Hope Wanjiru", true, "Hope", "Wanjiru"],
    ["Sunday Okello", true, "Sunday", "Okello"],
    // Introduced, asked or not.
    ["my name is Will Kamau", false, "Will", "Kamau"],
    ["my name is will", false, "Will", undefined],
    ["I'm Will Otieno and I need a CV", false, "Will", "Otieno"],
    ["Will Kamau here, need a CV", false, "Will", "Kamau"],
    ["I'm Happy Njeri, I need a cover letter", false, "Happy", "Njeri"],
    ["call me May", false, "May", undefined],
    // Capitalised after "I'm": the name, asked or not.
    ["Hi, I'm Will. I need a CV", false, "Will", undefined],
    ["I'm May, need LinkedIn", false, "May", undefined],
    ["I'm Will and I need a CV", false, "Will", undefined],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });

  it.each([
    ["I'm happy to share it later", true],
    ["Will you send it to me?", true],
    ["May I know the price first?", true],
    ["will do", true],
    ["I will send it", false],
    ["I'm happy with that", false],
    ["I'm Happy to help with my details", false],
    ["I will, thanks", false],
  ])("takes no name from %j (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toBeUndefined();
  });
});

describe("a name among other words of a reply to the name question", () => {
  it.each([
    ["Certainly! Kevin Otieno", "Kevin", "Otieno"],
    ["Absolutely, Joy Wanjiru", "Joy", "Wanjiru"],
    ["No problem. Kevin", "Kevin", undefined],
    ["Happy to share: Kevin", "Kevin", undefined],
    ["Kevin. I work at KCB", "Kevin", undefined],
    ["Sorry for the delay, Kevin here", "Kevin", undefined],
    ["Kevin but friends call me Kev", "Kevin", undefined],
    ["Kevin Otieno, but people call me KO", "Kevin", "Otieno"],
    ["it is Kevin", "Kevin", undefined],
    // The introduction mistyped or said the Sheng way.
    ["am called Kevin Otieno", "Kevin", "Otieno"],
    ["Am called Nyaboke", "Nyaboke", undefined],
    ["mi name iz Kevin", "Kevin", undefined],
    ["ma name is Akinyi Atieno", "Akinyi", "Atieno"],
    ["my name's is Lydia Chebet", "Lydia", "Chebet"],
  ])("reads %j", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });

  it.each([
    ["am called Kevin Otieno, I need a CV", false, "Kevin", "Otieno"],
    ["Hi, mi name iz Brian and I want LinkedIn", false, "Brian", undefined],
  ])("reads %j unasked", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });

  it.each(["it is urgent", "it is fine", "No problem.", "Certainly!"])(
    "takes no name from %j",
    (text) => {
      expect(extractName(text, true)).toBeUndefined();
    },
  );
});

describe("short replies to the name question that say something else", () => {
  it.each([
    // A refusal in one word, or not knowing.
    "anonymous",
    "confidential",
    "nobody",
    "none",
    "idk",
    "huh",
    // What the visitor does.
    "job seeker",
    "data entry",
    "matatu driver",
    "security guard",
    "self employed",
    "casual labourer",
    "housewife",
    "freelancer",
    // Where they are, where they heard of us, who they are.
    "uk",
    "Dubai",
    "Google",
    "Facebook",
    "TikTok",
    "referral",
    "female",
    "married",
    "Kikuyu",
    // Faith, and the state of the line.
    "Amen",
    "God bless",
    "Inshallah",
    "bad network",
    "low battery",
    "typing",
    // Pointing back, or ahead.
    "same as before",
    "see above",
    "as above",
    "price first",
    "twenty five",
    "asap",
  ])("takes no name from %j", (reply) => {
    expect(extractLead(reply, "firstName").fields.firstName).toBeUndefined();
  });

  it.each([
    ["Test Person Kamau", "Test"],
    ["Faith Hope", "Faith"],
    ["Christian Otieno", "Christian"],
    ["Sydney Achieng", "Sydney"],
    ["Austin", "Austin"],
  ])("still reads %j as the name", (reply, firstName) => {
    expect(extractLead(reply, "firstName").fields.firstName).toBe(firstName);
  });
});

describe("what the visitor is, said after I'm or this is, is no name", () => {
  it.each([
    "I'm Software Engineer",
    "Am Mechanical Engineer, need a CV",
    "I'm Safaricom employee",
    "I am KCB staff, need CV",
    "I'm Form Four leaver",
    "Am Diploma holder need cv",
    "I'm CPA finalist",
    "This is Equity Bank HR, we need training",
    "Hi, this is Jubilee Insurance, staff training",
  ])("%s", (text) => {
    expect(extractName(text, false)).toBeUndefined();
  });

  it.each([
    ["I'm Grace, HR manager", "Grace", undefined],
    ["I'm Will Kamau, engineer", "Will", "Kamau"],
    ["I'm Dr. Kevin Otieno", "Kevin", "Otieno"],
    ["I'm Christian Otieno", "Christian", "Otieno"],
  ])("still reads %j", (text, firstName, lastName) => {
    const found = extractName(text, false);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });
});

describe("an aside in brackets or quotes is no part of the name", () => {
  it.each([
    ["Akinyi (Akii) Otieno", "Akinyi", "Otieno"],
    ["Mwangi Njoroge (Njosh)", "Mwangi", "Njoroge"],
    ["Akinyi 'Akii' Otieno", "Akinyi", "Otieno"],
    ["Colonel Barasa (yes, Colonel is my actual first name)", "Colonel", "Barasa"],
    ["Prince Mwangi (Prince is really my name, not a title)", "Prince", "Mwangi"],
  ])("%s", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });

  it("keeps a label in brackets", () => {
    const found = extractName("Barasa (surname), Colonel", true);
    expect([found?.firstName, found?.lastName]).toEqual(["Colonel", "Barasa"]);
  });
});

describe("a name nobody asked for, between a greeting and a request", () => {
  it.each([
    ["Hello, Wanjiku Kamau. I'd like a LinkedIn profile", "Wanjiku", "Kamau"],
    ["Good morning, Baraka Odhiambo - can you redo my CV?", "Baraka", "Odhiambo"],
    ["Hi, Mwende Kioko! Need a cover letter for a bank job", "Mwende", "Kioko"],
    ["Jambo, Halima Said. Nahitaji cover letter", "Halima", "Said"],
    ["Hi, Dr. Amani Mwakio. Looking for editing of my thesis", "Amani", "Mwakio"],
  ])("reads %j", (text, firstName, lastName) => {
    expect(extractName(text, false)).toMatchObject({ firstName, lastName });
  });

  it.each([
    "Hi, CV please",
    "Hi, Nairobi based, I need a CV",
    "Hello, Mombasa. I need a CV",
    "Hi, quick question, how much is a CV?",
    "hi, good people. need a cv",
    "Hello, Grace Wanjiru",
    "Hi team, I need a CV",
    "Hello there, I need a CV",
    "Hi, Interview Coaching please",
    "Hello, Kazi Career Services. I need a CV",
    // Greeting someone by name ("Hi Mary,") addresses them.
    "Hi Kiprotich, how much is a CV?",
  ])("takes no name from %j", (text) => {
    expect(extractName(text, false)).toBeUndefined();
  });
});

describe("a name answered with a pleasantry beside it", () => {
  it.each([
    ["Njoroge and you?", "Njoroge", undefined],
    ["Akinyi Otieno, and yourself?", "Akinyi", "Otieno"],
    ["Wekesa here, how are you doing?", "Wekesa", undefined],
    ["Chao Mwita n u?", "Chao", "Mwita"],
    ["Zawadi, na wewe je?", "Zawadi", undefined],
    ["how are you? Barasa Wafula", "Barasa", "Wafula"],
    ["Jeptoo. Hope you're well", "Jeptoo", undefined],
  ])("reads %j as the name", (reply, firstName, lastName) => {
    expect(extractName(reply, true)).toMatchObject({ firstName, lastName });
  });

  it.each(["and you?", "how are you?", "fine and you", "can you?"])(
    "takes no name from %j",
    (reply) => {
      expect(extractName(reply, true)).toBeUndefined();
    },
  );
});

describe("a rank before a name, or a first name that is a rank", () => {
  it.each([
    // A rank and one name word: how a soldier or an officer is addressed.
    ["Major Otieno", true, "Otieno", undefined],
    ["Colonel Chelimo", true, "Chelimo", undefined],
    ["I'm Sergeant Mutua, I need a CV for security jobs", false, "Mutua", undefined],
    ["General Kiprono here, CV please", false, "Kiprono", undefined],
    ["Hello, Lieutenant Achieng. Need a cover letter", false, "Achieng", undefined],
    // A rank before a full name is the rank too.
    ["Captain Jared Wafula", true, "Jared", "Wafula"],
    ["this is Commander Saida Hamisi", false, "Saida", "Hamisi"],
    // Given as the name itself ("my name is", "naitwa"): the visitor's first name.
    ["my name is Major Otieno", true, "Major", "Otieno"],
    ["naitwa General Mwangi", false, "General", "Mwangi"],
    ["My names are Captain Ouma Juma", false, "Captain", "Ouma Juma"],
    // Unless the visitor says it is a rank.
    ["my name is Major (rank) Otieno", true, "Otieno", undefined],
    ["my name is Major Otieno (Rtd)", true, "Otieno", undefined],
    // Said to be the name, wherever it stands.
    ["Major Wanyonyi, Major is my actual name", true, "Major", "Wanyonyi"],
    ["General Oduor - General is my first name not a title", true, "General", "Oduor"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    expect(extractName(text, asked)).toMatchObject({ firstName, lastName });
  });

  it.each(["Major", "General Manager here", "Captain of the school team, need a CV"])(
    "takes no name from %j",
    (text) => {
      expect(extractName(text, true)?.firstName ?? "").not.toMatch(/^(?:Major|General|Captain)$/);
    },
  );
});

describe("a name labelled without a verb, or said with where the visitor is from", () => {
  it.each([
    ["Need help with linkedin, please whatsapp 0790 000 111, name Ann", "Ann", undefined],
    ["Name Peter Otieno, CV please", "Peter", "Otieno"],
    ["my name Halima Juma, I need cover letter", "Halima", "Juma"],
    ["Hi there, Wanjiru from Thika here. I want career guidance", "Wanjiru", undefined],
    ["Otieno Odhiambo from Kisumu here, need a CV", "Otieno", "Odhiambo"],
    ["Hi team, Kevin here", "Kevin", undefined],
  ])("reads %j", (text, firstName, lastName) => {
    expect(extractName(text, false)).toMatchObject({ firstName, lastName });
  });

  it.each([
    "what name should I put on the CV?",
    "company name Acme Ltd, we need training",
    "the name Kazi sounds good, I need a CV",
    "Someone from HR here, we need training",
    "name please?",
  ])("takes no name from %j", (text) => {
    expect(extractName(text, false)).toBeUndefined();
  });
});

describe("a name typed with a curly apostrophe", () => {
  it.each([
    ["Ng’ang’a", "Ng'ang'a", undefined],
    ["o’neil otieno", "O'Neil", "Otieno"],
    ["Wanjiru N’gethe", "Wanjiru", "N'gethe"],
  ])("reads %j as the name", (reply, firstName, lastName) => {
    expect(extractName(readableText(reply), true)).toMatchObject({ firstName, lastName });
  });
});

describe("a name typed as a handle, in reply to the name question", () => {
  it.each([
    ["ann_kamau", "Ann", "Kamau"],
    ["Ann.K", "Ann", undefined],
    ["brian.otieno", "Brian", "Otieno"],
    ["Wanjiru_Njeri_K", "Wanjiru", "Njeri"],
  ])("reads %j", (reply, firstName, lastName) => {
    expect(extractName(reply, true)).toMatchObject({ firstName, lastName });
  });

  it.each(["ann.kamau@gmail.com", "www.annkamau.com", "ann_kamau"])(
    "takes no name from %j when the name was not asked",
    (text) => {
      expect(extractName(text, false)).toBeUndefined();
    },
  );
});

describe("a relative's way of address before a name", () => {
  it.each([
    ["Uncle Peter", "Peter"],
    ["Auntie Njeri Kamau", "Njeri"],
  ])("reads %j as the name without it", (reply, firstName) => {
    expect(extractName(reply, true)?.firstName).toBe(firstName);
  });
});

describe("names written surname first and said so", () => {
  it.each([
    ["Wekesa Brian, Wekesa is my surname", "Brian", "Wekesa"],
    ["Kamau Joseph. Kamau is the surname", "Joseph", "Kamau"],
    ["Otieno Mary Akinyi, Otieno is my surname", "Mary", "Akinyi Otieno"],
    // Already in the lead's order: kept.
    ["Brian Wekesa, Wekesa is my surname", "Brian", "Wekesa"],
    ["Surname Chege, first name Lilian", "Lilian", "Chege"],
    ["KORIR, Janet", "Janet", "Korir"],
  ])("reads %j as first name %j, surname %j", (text, firstName, lastName) => {
    expect(extractName(text, true)).toMatchObject({ firstName, lastName });
  });
});

describe("typos of 'my name is', matched by edits", () => {
  it.each([
    ["my name ia Ruth Chebet", "Ruth", "Chebet"],
    ["My nmae ia Ruth", "Ruth", undefined],
    ["mu naem is Ruth Chebet", "Ruth", "Chebet"],
    ["my neme is Halima", "Halima", undefined],
    ["my nane is Kerubo Nyaboke", "Kerubo", "Nyaboke"],
  ])("reads %j", (text, firstName, lastName) => {
    expect(extractName(text, false)).toMatchObject({ firstName, lastName });
  });

  it.each(["my game is strong", "my name in your system is wrong", "the same is true"])(
    "introduces no one in %j",
    (text) => {
      expect(extractName(text, false)).toBeUndefined();
    },
  );
});

describe("a middle initial", () => {
  it.each([
    ["Lucy W. Wambui", "Lucy", "W. Wambui"],
    ["Ms. Lucy W. Wambui", "Lucy", "W. Wambui"],
    // As written: with its full stop or without.
    ["Peter K Mwangi", "Peter", "K Mwangi"],
    ["Sarah N Wambui, director at a firm", "Sarah", "N Wambui"],
    ["I'm Grace N. Achieng, I need a CV", "Grace", "N. Achieng"],
    // Before the first name or ending the name, an initial is left out.
    ["J. Kamau", "Kamau", undefined],
    ["Peter Mwangi K.", "Peter", "Mwangi"],
  ])("keeps it with the surname in %j", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect(found).toMatchObject({ firstName });
    expect(found?.lastName).toBe(lastName);
  });
});

describe("the name signing a long message", () => {
  it.each([
    [
      "I left nursing school in 2019. Since then I have worked in a private clinic in Thika. I want to apply to hospitals in the UK and need a CV that fits. Thank you, Wanjiru Kamau.",
      "Wanjiru",
      "Kamau",
    ],
    [
      "Nimekuwa mwalimu kwa miaka kumi. Sasa nataka kubadilisha kazi. Nahitaji ushauri. Asante sana, Otieno Brian",
      "Otieno",
      "Brian",
    ],
  ])("reads the closing of %j", (text, firstName, lastName) => {
    expect(extractName(text, false)).toMatchObject({ firstName, lastName });
  });

  it("reads a letter signed with a title and the name alone as its last sentence", () => {
    const text =
      "We run a bakery in Nyeri. The bank wants a profile before the loan. Please call 0722 000 111. Eng. Tom Maina Gichuru.";
    expect(extractName(text, false)).toMatchObject({ firstName: "Tom", lastName: "Maina Gichuru" });
  });

  it.each([
    "Thanks, Grace",
    "Can you help with my CV? It is old. I need it soon. Thanks, I appreciate it.",
    "My CV is old. I want a new one. My referee is a doctor. Dr. Kamau knows my work well.",
  ])("reads no name from %j", (text) => {
    expect(extractName(text, false)).toBeUndefined();
  });
});

describe("a professional title or a time is never the name", () => {
  it.each([
    ["Adv. Moses Kiprono, LLB", true, "Moses", "Kiprono"],
    ["Advocate Jane Atieno here", true, "Jane", "Atieno"],
    ["Arch. Peter Ouma", true, "Peter", "Ouma"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    const found = extractName(text, asked);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each([
    "call me after 5pm on 0722 111 222",
    "you can call me before noon",
    "call me around 7 tomorrow",
    "call me anytime after lunch",
  ])("%j gives no name", (text) => {
    expect(extractName(text, false)).toBeUndefined();
  });
});

describe("a Swahili title before the name, or a Swahili apology, is never the name", () => {
  it.each([
    ["Naitwa Askofu Jeremiah Wafula Nyongesa", false, "Jeremiah", "Wafula Nyongesa"],
    ["Mchungaji Daudi Kipkemboi", true, "Daudi", "Kipkemboi"],
    ["Padri Linus Ochieng hapa", false, "Linus", "Ochieng"],
  ])("reads %j (asked: %s)", (text, asked, firstName, lastName) => {
    expect(extractName(text, asked)).toMatchObject({ firstName, lastName });
  });

  it.each([
    "samahani, nimekosea huduma",
    "Samahani sana",
    "radhi, nilikosea",
    // "si" (not) sets a service right: "not training".
    "pole, nataka CV, si barua",
  ])("takes no name from %j in reply to the name question", (text) => {
    expect(extractName(text, true)).toBeUndefined();
  });
});

describe("a country is never the name", () => {
  it.each(["Kuwait here, I need a CV", "Oman here", "Sweden here, interview coaching please"])(
    "takes no name from %j",
    (text) => {
      expect(extractName(text, true)).toBeUndefined();
    },
  );

  it("still reads a given name that is also a country's", () => {
    expect(extractName("Jordan Kiprop here", false)).toMatchObject({ firstName: "Jordan" });
  });
});

describe("a name, then who the visitor is, as a signature writes it, asked or not", () => {
  it.each([
    ["Wilson Kiprop, Sosiot Farmers Sacco", "Wilson", "Kiprop"],
    ["Agnes Mumbua of Kithimani Widows Group", "Agnes", "Mumbua"],
    ["Peter Lomuria - Kalokol Fishers Network", "Peter", "Lomuria"],
    ["Faith Cherono, CPA(K)", "Faith", "Cherono"],
    ["Brian Otieno, procurement officer at Kenya Pipeline", "Brian", "Otieno"],
    ["Zawadi Mwende from Tumaini Youth Network", "Zawadi", "Mwende"],
  ])("reads %j", (text, firstName, lastName) => {
    expect(extractName(text, false)).toMatchObject({ firstName, lastName });
    expect(extractLead(text, "firstName").fields).toMatchObject({ firstName, lastName });
  });

  it.each([
    "Annual Report, Tuinuane Women Group",
    "Staff Training for Umoja Sacco",
    "Hello Team, Bidii Traders",
    // A greeting from where the visitor writes, then a sentence, is no signature.
    "Buenos Dias from Madrid Spain, I need a cover letter for a job there",
  ])("takes no name from %j", (text) => {
    expect(extractLead(text, "services").fields.firstName).toBeUndefined();
  });
});

describe("a name with the Swahili 'wa' (of) inside it", () => {
  it.each([
    ["Wambui wa Njoroge", true],
    ["Wambui wa Njoroge", false],
  ])("reads %j with 'wa' in the surname (asked: %s)", (text, asked) => {
    expect(extractName(text, asked)).toMatchObject({ firstName: "Wambui", lastName: "wa Njoroge" });
  });

  it("keeps a department after 'wa' out of the name", () => {
    const found = extractName("Naitwa Achieng wa procurement", false);
    expect([found?.firstName, found?.lastName]).toEqual(["Achieng", undefined]);
  });

  it("takes no name from a service said with 'wa' in it", () => {
    expect(extractLead("Mafunzo wa Wafanyakazi", "services").fields.firstName).toBeUndefined();
  });
});

describe("Sheng and Swahili intros with a typo, and the organisation beside the name", () => {
  it.each([
    ["mi name ni Otieno Brian", "Otieno", "Brian"],
    ["ma name ni Shiro", "Shiro", undefined],
    ["jna langu ni Halima Said", "Halima", "Said"],
    ["jina lngu ni Musa Kiprop", "Musa", "Kiprop"],
    ["Majina ni Wanjiru Kamau Njoroge", "Wanjiru", "Kamau Njoroge"],
    ["naitwaa Omari Bakari", "Omari", "Bakari"],
    ["ninaitw Rehema Kazungu", "Rehema", "Kazungu"],
    // A nickname after the name is no name of its own; "wananiita" alone still gives it.
    ["ni mi Dennis Korir, mtaani wananiita Denno", "Dennis", "Korir"],
    ["wananiita Denno", "Denno", undefined],
    ["mimi ninaitwa Zawadi Mwende", "Zawadi", "Mwende"],
    ["I am calld Peter Njoroge", "Peter", "Njoroge"],
    ["mi ni jamaa anaitwa Felix Ouma", "Felix", "Ouma"],
    ["Chairperson, Tujenge Women Group, Esther Wambui", "Esther", "Wambui"],
    ["Nyota Njema SACCO, Rose Awino", "Rose", "Awino"],
  ])("reads %j", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect([found?.firstName, found?.lastName]).toEqual([firstName, lastName]);
  });

  it("takes no one else's name: 'kuna msee anaitwa Brian' is someone who referred the visitor", () => {
    expect(extractName("kuna msee anaitwa Brian alinirefer", false)).toBeUndefined();
  });

  it("keeps the name when a phone is set right with 'sorry, I meant'", () => {
    expect(
      correctedName("sorry, I meant 0722 418 706", { firstName: "Mercy", lastName: "Kim" }),
    ).toBeUndefined();
  });
});

describe("a first name set right with 'I meant'", () => {
  it.each([
    ["sorry, I meant Jacqueline", { firstName: "Jackline", lastName: "Achieng" }, "Jacqueline"],
    ["oops, meant Steven, typo", { firstName: "Stephen", lastName: "Ouma" }, "Steven"],
    // A nickname set right by the full name, its surname the same.
    [
      "sorry, Elizabeth Nduta. Liz is only my nickname",
      { firstName: "Liz", lastName: "Nduta" },
      "Elizabeth",
    ],
  ])("%j replaces the first name", (text, previous, firstName) => {
    expect(correctedName(text, previous)).toEqual({ firstName, lastName: previous.lastName });
  });

  it.each([
    "sorry, I meant the CV for my daughter",
    "sorry I meant LinkedIn",
    "sorry, I meant Kamau",
  ])("%j changes no name", (text) => {
    expect(correctedName(text, { firstName: "Mary", lastName: "Wanjiru" })).toBeUndefined();
  });
});

describe("a Swahili sentence in reply to the name question", () => {
  it("is no name ('nimekaa nyumbani miaka mbili': I have stayed home two years)", () => {
    expect(
      extractName("Niko na degree ya procurement, nimekaa nyumbani miaka mbili", true),
    ).toBeUndefined();
  });

  it("keeps names that begin like a verb", () => {
    expect(extractName("Nitasha Wambui", true)).toMatchObject({
      firstName: "Nitasha",
      lastName: "Wambui",
    });
  });
});

describe("'full name' without 'is'", () => {
  it("reads the name after it over an address said before ('Mama Zipporah here')", () => {
    expect(extractName("Mama Zipporah here, full name Zipporah Akello Oketch", true)).toMatchObject(
      {
        firstName: "Zipporah",
        lastName: "Akello Oketch",
      },
    );
  });
});

describe("a long message signed by a titled name that a phone or a thanks follows", () => {
  const story =
    "We run a small clinic in Kapenguria and our nurses need training on patient care. " +
    "Most of them joined last year from the village polytechnic. " +
    "The county inspected us in March and asked for the training before the next visit. " +
    "We can host it at the clinic on a Saturday. ";
  it.each([
    [`${story}Dr. Pauline Chebet Lokwang. My number is 0722 118 409.`, "Pauline", "Chebet Lokwang"],
    [`${story}Sr. Agnes Naliaka. Call me on 0733 208 117, thank you.`, "Agnes", "Naliaka"],
    [`${story}Pastor Elijah Kemboi. 0710 664 902. Blessings.`, "Elijah", "Kemboi"],
  ])("%j", (text, firstName, lastName) => {
    const found = extractName(text, false);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });
});

describe("a name said again in full, or corrected, after a nickname", () => {
  it.each([
    [
      "Friends call me Shiro, but my full names are Wanjiru Mugo Kariithi",
      "Wanjiru",
      "Mugo Kariithi",
    ],
    ["Ni Otis, majina kamili Otieno Ouma", "Otieno", "Ouma"],
    ["Jina langu ni Mash... I mean Mary Ashioya", "Mary", "Ashioya"],
    ["I'm Steve, sorry I mean Stephen Kirui", "Stephen", "Kirui"],
  ])("%j", (text, firstName, lastName) => {
    const found = extractName(text, true);
    expect(found?.firstName).toBe(firstName);
    expect(found?.lastName).toBe(lastName);
  });

  it.each(["I want a cover letter, I mean LinkedIn", "I'm moving to Nakuru, I mean Naivasha"])(
    "takes no place or service for a name: %j",
    (text) => {
      expect(extractName(text, false)).toBeUndefined();
    },
  );
});
