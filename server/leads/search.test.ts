import { describe, expect, it } from "vitest";
import { phoneSearchDigits } from "./search";

describe("phoneSearchDigits", () => {
  it("reads a number as people type it down to its national digits", () => {
    expect(phoneSearchDigits("0712 345 678")).toBe("712345678");
    expect(phoneSearchDigits("+254 (712) 345-678")).toBe("712345678");
    expect(phoneSearchDigits("345 678")).toBe("345678");
  });

  it("is null for text and for too few digits to mean a number", () => {
    expect(phoneSearchDigits("Wanjiku")).toBeNull();
    expect(phoneSearchDigits("KZ-1234")).toBeNull();
    expect(phoneSearchDigits("07")).toBeNull();
  });
});
