import { describe, expect, it } from "vitest";
import { extractEmail, extractPhone } from "./contact";

describe("extractPhone", () => {
  it.each([
    ["0712 345 678", "+254712345678"],
    ["call me on +254 712 345678", "+254712345678"],
    ["254712345678", "+254712345678"],
    ["712345678", "+254712345678"],
    ["my number is 0722-123-456 thanks", "+254722123456"],
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

describe("extractEmail", () => {
  it.each([
    ["jane@example.com", "jane@example.com"],
    ["my email is John.Doe@Gmail.com.", "john.doe@gmail.com"],
    ["email: jane@gmail.con", "jane@gmail.com"],
    ["jane@gmial.com", "jane@gmail.com"],
    ["jane at gmail dot com", "jane@gmail.com"],
    ["reach me at info@acme.co.ke please", "info@acme.co.ke"],
    ["sorry, my email is achieng@x.com not a@b.com", "achieng@x.com"],
    ["it was a@b.com, now c@d.org", "c@d.org"],
  ])("reads %j as %s", (text, expected) => {
    expect(extractEmail(text)).toBe(expected);
  });

  it.each(["jane@", "@gmail.com", "I'm at home", "no email"])("finds no email in %j", (text) => {
    expect(extractEmail(text)).toBeUndefined();
  });
});
