/**
 * Words for young people, the audience of a youth programme rather than a company's staff:
 * "the youth", "vijana", "our pupils", "school leavers", and a school's classes by their number
 * ("our Form Threes", "the Grade Nines", "Class Eights"), as Kenyan schools call them.
 */
const youngPeopleWords = new Set(
  "youth youths vijana teens teenagers pupils learners candidates leavers".split(" "),
);
/** A class named by its number in the plural: "form threes", "grade nines", "class eights". */
const classPlurals = new Set(
  "ones twos threes fours fives sixes sevens eights nines tens".split(" "),
);

export const isYoungPeople = (word: string) => youngPeopleWords.has(word) || classPlurals.has(word);
