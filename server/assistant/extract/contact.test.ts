import { describe, expect, it } from "vitest";
import { readableText } from "../text";
import {
  continuedPhone,
  correctedPhone,
  extractEmail,
  extractPhone,
  numberToCheck,
  readEmail,
  readInRegion,
} from "./contact";
import { regionsLivedIn } from "./phone-region";

const regionName = (code: string) => new Intl.DisplayNames(["en"], { type: "region" }).of(code);

describe("extractPhone", () => {
  it.each([
    ["0712 345 678", "+254712345678"],
    ["call me on +254 712 345678", "+254712345678"],
    ["254712345678", "+254712345678"],
    ["712345678", "+254712345678"],
    ["my number is 0722-123-456 thanks", "+254722123456"],
    // 00 written for the international "+", and a 00 group inside a number left alone.
    ["whatsapp 00254-711-450-923", "+254711450923"],
    ["from abroad: 0044 20 7946 0958", "+442079460958"],
    ["0722 001 234", "+254722001234"],
    ["0110 123456", "+254110123456"],
    ["nambari yangu ni 0733 111 222", "+254733111222"],
    ["+44 7911 123456 (UK)", "+447911123456"],
    ["+1 415 555 2671", "+14155552671"],
    ["my number is 0722 000 111, not 0711 000 222", "+254722000111"],
    ["not 0711 000 222, use 0722 000 111", "+254722000111"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it.each([
    "budget 5000",
    "I have 5 years",
    "since 2019",
    "0712 34 56",
    "jane254712@gmail.com",
    "",
  ])("finds no phone in %j", (text) => {
    expect(extractPhone(text)).toBeUndefined();
  });
});

describe("a phone number typed or spelt loosely", () => {
  it.each([
    ["my line is O733 582 106", "+254733582106"],
    ["o7O1-338-245", "+254701338245"],
    ["zero seven one two three four five six seven eight", "+254712345678"],
    ["call zero seven double two, four one five, eight eight zero", "+254722415880"],
    ["namba yangu ni sifuri saba moja tano mbili tatu nne tisa nane sita", "+254715234986"],
    ["oh seven two nine 118 204", "+254729118204"],
    ["07l8 33O 9I2", "+254718330912"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractPhone(readableText(text))).toBe(expected);
  });

  it.each(["I have two kids and one CV", "Ooh, I see", "one two three four", "double check my CV"])(
    "finds no phone in %j",
    (text) => {
      expect(extractPhone(readableText(text))).toBeUndefined();
    },
  );
});

describe("extractEmail", () => {
  it.each([
    ["write to achieng.o@gmail", "achieng.o@gmail.com"],
    ["it's kip_r@yahooo", "kip_r@yahoo.com"],
    ["jane@example.com", "jane@example.com"],
    ["my email is John.Doe@Gmail.com.", "john.doe@gmail.com"],
    ["email: jane@gmail.con", "jane@gmail.com"],
    ["jane@gmial.com", "jane@gmail.com"],
    ["jane at gmail dot com", "jane@gmail.com"],
    ["reach me at info@acme.co.ke please", "info@acme.co.ke"],
    ["sorry, my email is achieng@x.com not a@b.com", "achieng@x.com"],
    ["it was a@b.com, now c@d.org", "c@d.org"],
    // A space slipped before the "@", a comma for the dot of the ending.
    ["otieno.k @yahoo.com", "otieno.k@yahoo.com"],
    ["mail me: amina_h@outlook,com", "amina_h@outlook.com"],
    ["peter.m  @gmail,com thanks", "peter.m@gmail.com"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractEmail(text)).toBe(expected);
  });

  it.each(["jane@", "@gmail.com", "I'm at home", "no email"])("finds no email in %j", (text) => {
    expect(extractEmail(text)).toBeUndefined();
  });
});

describe("phone numbers written with odd separators", () => {
  it.each([
    ["0733,604,917", "+254733604917"],
    ["my line: 0733.604.917.", "+254733604917"],
    ["+254 7 33 60 49 17", "+254733604917"],
    ["0733/604/917", "+254733604917"],
    ["07 33 60 49 17 pls", "+254733604917"],
    ["(0733) 604-917", "+254733604917"],
    ["+254-733-604-917", "+254733604917"],
    ["254,733,604,917", "+254733604917"],
    ["0733 604 917,0722 000 111", "+254733604917"],
    ["0733604917,wairimu@gmail.com", "+254733604917"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it.each([
    "budget 25,000",
    "20,000,000 shillings",
    "between 1,500,000 and 2,000,000",
    "on 24.11.2026",
    "3.5 years",
    "24/11/2026",
  ])("finds no phone in %j", (text) => {
    expect(extractPhone(text)).toBeUndefined();
  });
});

describe("emails with a mistyped provider", () => {
  it.each([
    ["odhiambo.k@yahooo.com", "odhiambo.k@yahoo.com"],
    ["odhiambo.k@outlok.com", "odhiambo.k@outlook.com"],
    ["odhiambo.k@hotmial.com", "odhiambo.k@hotmail.com"],
    ["odhiambo.k@gmaill.com", "odhiambo.k@gmail.com"],
    ["odhiambo.k@gmail.comm", "odhiambo.k@gmail.com"],
    ["odhiambo.k@yahoo.vom", "odhiambo.k@yahoo.com"],
    ["odhiambo.k@icloud.con", "odhiambo.k@icloud.com"],
  ])("reads %j as %s and says it was corrected", (text, expected) => {
    expect(readEmail(text)).toEqual({ email: expected, typed: text });
  });

  it.each([
    "wafula@ymail.com",
    "wafula@mail.com",
    "wafula@live.com",
    "wafula@yahoo.co.uk",
    "wafula@gmx.com",
    "wafula@uonbi.ac.ke",
  ])("keeps the real provider of %j", (text) => {
    expect(readEmail(text)).toEqual({ email: text });
  });
});

describe("emails spelt out", () => {
  it.each([
    ["it's nyokabi dot mwangi at gmail dot com", "nyokabi.mwangi@gmail.com"],
    ["nyokabi.mwangi at gmail.com", "nyokabi.mwangi@gmail.com"],
    ["nyokabi underscore mwangi at yahoo dot co dot uk", "nyokabi_mwangi@yahoo.co.uk"],
    ["Nyokabi Dot Mwangi AT Gmail Dot Com", "nyokabi.mwangi@gmail.com"],
    ["nyokabi(at)gmail(dot)com", "nyokabi@gmail.com"],
    ["nyokabi [at] outlook [dot] com thanks", "nyokabi@outlook.com"],
    ["email ni nyokabi87 at gmail dot com", "nyokabi87@gmail.com"],
    // Spaces around the dot and the at, other brackets.
    ["wairimu . gathoni @ gmail . com", "wairimu.gathoni@gmail.com"],
    ["wairimu . g at yahoo . com pls", "wairimu.g@yahoo.com"],
    ["wairimu{at}outlook{dot}com", "wairimu@outlook.com"],
    ["wairimu <at> gmail <dot> com", "wairimu@gmail.com"],
    // A local part spoken in words: the whole of it, not its last word.
    ["my email is wairimu g at gmail dot com", "wairimug@gmail.com"],
    ["email: wairimu gathoni at gmail dot com", "wairimugathoni@gmail.com"],
    ["Wairimu Gathoni at gmail dot com", "wairimugathoni@gmail.com"],
    ["I'm Wairimu, wairimu at gmail dot com", "wairimu@gmail.com"],
    ["send it to my sister mumbi at gmail dot com", "mumbi@gmail.com"],
    // Commas for the dots, a comma or a space for the @ before a big provider.
    ["wairimu,gathoni@gmail,com", "wairimu.gathoni@gmail.com"],
    ["wairimu,gathoni@yahoo.com", "wairimu.gathoni@yahoo.com"],
    ["wairimu.g , gmail.com", "wairimu.g@gmail.com"],
    ["it's gathoni_87 gmail.com", "gathoni_87@gmail.com"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractEmail(text)).toBe(expected);
  });

  it.each([
    "I'm at work dot com",
    "we met at church",
    "at gmail dot com",
    "call me at 5 dot",
    "a teacher at St.Marys",
    "I work at kcb.co.ke",
    "Wanjiru at Equity.Bank",
    "I use gmail.com",
    "gmail.com is down",
    "Mr . Kamau at the office",
  ])("finds no email in %j", (text) => {
    expect(extractEmail(text)).toBeUndefined();
  });
});

describe("emails typed without the dot before the ending", () => {
  it.each([
    ["wanjiru.k@gmailcom", "wanjiru.k@gmail.com"],
    ["my email is kip88@yahoocom thanks", "kip88@yahoo.com"],
    ["ODUOR.M@HOTMAILCOM", "oduor.m@hotmail.com"],
    ["write to wambui@outlookcom.", "wambui@outlook.com"],
    ["achieng@yahooco.ke", "achieng@yahoo.co.ke"],
    ["achieng@yahoo.coke", "achieng@yahoo.co.ke"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractEmail(text)).toBe(expected);
  });

  it.each(["jane@mycompanycom", "jane@kcbcoke", "jane@comcastcom"])(
    "invents no address from %j, whose provider is not a big one",
    (text) => {
      expect(extractEmail(text)).toBeUndefined();
    },
  );

  it.each(["jane@gmail.community.org", "jane@yahoocomms.co.uk"])(
    "keeps the real domain of %j",
    (text) => {
      expect(extractEmail(text)).toBe(text);
    },
  );
});

describe("two phone numbers in one message", () => {
  it.each([
    ["WhatsApp 0711 204 559, calls 0733 118 420", "+254711204559"],
    ["calls: 0733 118 420 / whatsapp: 0711 204 559", "+254711204559"],
    ["0733 118 420 for calls and 0711 204 559 for whatsapp", "+254711204559"],
    ["my watsapp is 0711 204 559 but you can call 0733 118 420", "+254711204559"],
    ["calls: 0733 118 420, WhatsApp: 0711 204 559", "+254711204559"],
    ["0711 204 559 for whatsapp, 0733 118 420 for calls", "+254711204559"],
    ["phone 0733 118 420 and whatsapp me at 0711 204 559", "+254711204559"],
    ["calls go to 0733 118 420, but WhatsApp us on 0711 204 559 please", "+254711204559"],
  ])("keeps the WhatsApp number of %j", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it("keeps the last number when neither is for WhatsApp", () => {
    expect(extractPhone("0733 118 420 or 0711 204 559")).toBe("+254711204559");
  });
});

describe("a national-format number read in the region the visitor names", () => {
  it.each([
    ["I live in London now, reach me on 07456 231 908", "+447456231908"],
    ["Based in Manchester (United Kingdom). WhatsApp 07911-123-456 please", "+447911123456"],
    ["I'm a nurse in Dubai, UAE. My number: 050 123 4567", "+971501234567"],
    ["Working in Riyadh, Saudi Arabia, my line is 0551234567", "+966551234567"],
  ])("%s", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it("keeps Kenya the default when no other region is named", () => {
    expect(extractPhone("call me on 0722 415 880")).toBe("+254722415880");
  });

  it("reads a Kenyan number as Kenyan when it is no number of the region named", () => {
    expect(extractPhone("I studied in the UK, back home now: 0722 415 880")).toBe("+254722415880");
  });

  it("never takes a region from inside another word", () => {
    expect(extractPhone("TUK student, 020 7946 0958")).toBeUndefined();
  });

  it.each([
    ["nipo Dodoma, namba ni 0765 432 109", "+255765432109"],
    ["TZ line: 0688 123 456", "+255688123456"],
    ["Ajman based, 056 789 0123", "+971567890123"],
    // A city alone says the country: its mobiles are read before Kenya's, whose numbers
    // they may also look like ("073...", "06...").
    ["Based in Gothenburg. my number 073-456 12 90", "+46734561290"],
    ["I live in Rotterdam, 06 4821 7730", "+31648217730"],
    ["Oslo here, 412 34 567", "+4741234567"],
  ])("knows more of the places Kenyans name: %s", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });
});

describe("a number valid in no region the chat points to", () => {
  it("is never stored as a guess: an extra digit on a Kenyan mobile is no UK number", () => {
    expect(extractPhone("reach me on 07224819031")).toBeUndefined();
    expect(extractPhone("07956 402 187")).toBeUndefined();
  });

  it("is offered for checking, with the region abroad where it would be a mobile", () => {
    expect(numberToCheck("my line is 0722 481 9031 thanks")).toEqual({
      typed: "0722 481 9031",
      abroad: { region: "GB", phone: "+447224819031" },
    });
  });

  it("is offered for checking with no region when it is a mobile nowhere", () => {
    expect(numberToCheck("call 0722 415 88")).toEqual({ typed: "0722 415 88" });
  });

  it("is read in the region the visitor named before, with nothing to check", () => {
    expect(extractPhone("07031234567", ["NG"])).toBe("+2347031234567");
    expect(numberToCheck("07031234567", ["NG"])).toBeUndefined();
    expect(extractPhone("I'm in Leeds, 07956 402 187")).toBe("+447956402187");
  });

  it.each([
    "0722 415 880",
    "I was born in 1990 and finished school 2008",
    "budget 20,000,000 shillings",
    "from 2019-2023 at KCB",
    "ID 31234567",
    "0722 415 880 or 07224819031",
  ])("finds nothing to check in %j", (text) => {
    expect(numberToCheck(text)).toBeUndefined();
  });

  it("is offered for checking when written with a country code and valid nowhere", () => {
    expect(numberToCheck("whatsapp +44 7700 900123 pls")).toEqual({ typed: "+44 7700 900123" });
    expect(numberToCheck("+254 722 41 88")).toEqual({ typed: "+254 722 41 88" });
    expect(numberToCheck("+254 722 415 880")).toBeUndefined();
  });

  it("reads a number the visitor confirmed for a region", () => {
    expect(readInRegion("07224819031", "GB")).toBe("+447224819031");
    expect(readInRegion("07224819031", "TZ")).toBeUndefined();
  });
});

describe("numbers from visitors abroad, as they write them at home", () => {
  it.each([
    ["I'm in Texas, (512) 555-0199", "+15125550199"],
    ["(555) 123-4567, I'm in Texas", "+15551234567"],
    ["I live in Houston, 713-555-0142", "+17135550142"],
    ["we're in Minnesota: 612 555 0188", "+16125550188"],
    ["Toronto, Canada. 416-555-0123", "+14165550123"],
    ["I'm in Perth, Australia: 0412 345 678", "+61412345678"],
    ["Kuwait number 5123 4567", "+96551234567"],
    ["Kigali, Rwanda: 0788 123 456", "+250788123456"],
    // A place named only as where a job is or where one may go leaves the number Kenyan.
    ["I'm applying to firms in Rwanda and Dubai, reach me on 0722 318 507", "+254722318507"],
    ["a job in Kampala came up, my number is 0772 123 456", "+254772123456"],
    ["I live in Kampala and want a job in Nairobi, 0772 123 456", "+256772123456"],
  ])("%s", (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it("reads the number in the region named earlier in the conversation", () => {
    expect(extractPhone("07911 123456", ["GB"])).toBe("+447911123456");
    expect(extractPhone("(512) 555-0199", ["US"])).toBe("+15125550199");
  });

  it("keeps a Kenyan number Kenyan for a visitor abroad", () => {
    expect(extractPhone("0722 415 880", ["GB"])).toBe("+254722415880");
    expect(extractPhone("my Kenyan line 0722 415 880", ["US"])).toBe("+254722415880");
  });

  it.each([
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["0151 2345 6789", "DE", "+4915123456789"],
  ])("reads %j in %s, the country named earlier, as %s", (text, region, expected) => {
    expect(extractPhone(text, regionsLivedIn(`I'm a nurse in ${regionName(region)}`))).toBe(
      expected,
    );
  });

  it("never reads a US number as a Kenyan one", () => {
    expect(extractPhone("(512) 555-0199")).not.toBe("+2545550199");
  });
});

describe("where the visitor is, said in an earlier message", () => {
  it.each([
    ["I need a CV, I'm in London", ["GB"]],
    ["I'm in the US, Texas", ["US"]],
    ["I work in Doha as a driver", ["QA"]],
    ["I'm a nurse in Dubai", ["AE"]],
    ["we're based in Kampala", ["UG"]],
    // Where a job is, or where the visitor studied, is not where they are.
    ["a CV for a job in Kigali", []],
    ["I studied in the UK", []],
    ["I'm applying for jobs in Qatar", []],
    // Said the Swahili way, or as a greeting.
    ["Nipo Sharjah siku hizi, nataka CV", ["AE"]],
    ["niko huku Dar es Salaam", ["TZ"]],
    ["Naishi Mwanza, Tanzania", ["TZ"]],
    ["Hello from Birmingham! CV please", ["GB"]],
    ["writing from Abu Dhabi", ["AE"]],
    ["got an offer from Dubai", []],
    // Any country by its English name, a city before it, and what the visitor does there.
    ["I'm an au pair in Hamburg, Germany", ["DE"]],
    ["I live in the Netherlands", ["NL"]],
    ["we're based in Lyon, France", ["FR"]],
    ["I'm a caregiver in Poland", ["PL"]],
    ["I'm applying for jobs in Italy", []],
    // Towns beyond a country's best-known cities, and a message opening with where it is from.
    ["I'm in Nottingham doing care work", ["GB"]],
    ["we live in Stuttgart now", ["DE"]],
    ["In Muscat, I need a CV", ["OM"]],
    ["Hi. In Glasgow at the moment, LinkedIn help please", ["GB"]],
    ["I want a job in Sheffield", []],
  ])("%s", (text, regions) => {
    expect(regionsLivedIn(text)).toEqual(regions);
  });
});

describe("a phone number set right in part", () => {
  const stored = "+254712345678";
  it.each([
    ["sorry, last digit is 7", "+254712345677"],
    ["the last digit should be 9 not 8", "+254712345679"],
    ["oops the last two digits are 90", "+254712345690"],
    ["it ends with 679, sorry", "+254712345679"],
    ["last 3 digits: 555", "+254712345555"],
    ["sorry, 0722 not 0712", "+254722345678"],
    ["I meant 345 699 not 345 678", "+254712345699"],
    ["not 0712 but 0722", "+254722345678"],
  ])("%s", (text, expected) => {
    expect(correctedPhone(text, stored)).toBe(expected);
  });

  it.each([
    "I have 5 years of experience",
    "the last digit of my ID is 7",
    "sorry, 0799 not 0711",
    "I need 2 CVs not 1",
  ])("changes nothing for %j", (text) => {
    expect(correctedPhone(text, stored)).toBeUndefined();
  });

  it("keeps a UK number in its country", () => {
    expect(correctedPhone("last digit is 7", "+447911123456")).toBe("+447911123457");
  });
});

describe("continuedPhone", () => {
  it.each([
    ["0722 493", "817", "+254722493817"],
    ["my number is 0711", "203 994", "+254711203994"],
    ["+254 700", "123-456", "+254700123456"],
  ])("joins %j and %j into one number", (previous, text, phone) => {
    expect(continuedPhone(previous, text)).toBe(phone);
  });

  it.each([
    ["0722 493 817", "5", "the previous message already held a number"],
    ["I was born in 1990", "203", "no number was begun"],
    ["0722 493", "817 is my code", "this message holds words"],
    [undefined, "817", "no previous message"],
  ] as const)("reads nothing from %j then %j (%s)", (previous, text, _why) => {
    expect(continuedPhone(previous, text)).toBeUndefined();
  });
});
