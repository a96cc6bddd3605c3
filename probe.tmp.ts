import { extractName } from "./server/assistant/extract/name";

for (const [t, a] of [
  ["Niite Jaymo", true],
  ["niite Baraka", true],
  ["niiteni Shiro tu", true],
  ["Naitwa Hadassah Cherop", true],
  ["jina langu ni Wekesa Barasa", false],
  ["jina langu ni wekesa", true],
  ["OCHIENG, Tom", true],
  ["Ochieng, Tom Otieno", true],
  ["KAMAU, Mary Wanjiku", true],
  ["Kamau, Mary", true],
] as const)
  console.log(t, JSON.stringify(extractName(t, a)));
