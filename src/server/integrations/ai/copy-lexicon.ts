// The words the offline copy must know about: which say nothing (never a keyword or a hashtag),
// which title case keeps small, which make a board name meaningless, and how names, places and
// acronyms are spelt when a user typed them in lowercase.

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Function words, pronouns, vague verbs and adverbs: never a keyword, a hashtag or a topic. */
export const STOP_WORDS = words(`
  a about above across after afterwards again against all almost alone along already also although
  always am among amongst an and another any anyhow anyone anything anyway anywhere are around as at
  be became because become becomes becoming been before beforehand behind being below beside besides
  between beyond both but by can cannot could do does doing done down due during each eight either eleven
  else elsewhere enough even ever every everyone everything everywhere except few fifteen fifty first
  five for former formerly forty four from further get gets getting give go goes going got had has have
  having he hence her here hereafter hereby herein hereupon hers herself him himself his how however i
  if in indeed into is it its itself keep last latter latterly least less made make many may me
  meanwhile might mine more moreover most mostly much must my myself namely neither never nevertheless
  next nine no nobody none noone nor not nothing now nowhere of off often on once one only onto or other
  others otherwise our ours ourselves out over own per perhaps please put rather same see seem seemed
  seeming seems several she should since six sixty so some somehow someone something sometime sometimes
  somewhere still such take ten than that the their them themselves then thence there thereafter
  thereby therefore therein thereupon these they third this those though three through throughout
  thru thus to together too toward towards twelve twenty two under until up upon us very via was we
  well were what whatever when whence whenever where whereafter whereas whereby wherein whereupon
  wherever whether which while whither who whoever whole whom whose why will with within without would
  yet you your yours yourself yourselves really actually just like likes lot lots want wants need
  needs love loves i'm it's don't can't won't let's im dont cant
`);

/** Words that name no subject on their own: "Ideas, tips and more", "Things I Love", "Stuff". */
export const VAGUE_WORDS = words(`
  idea ideas tip tips pin pins board boards thing things stuff misc miscellaneous random general
  untitled test testing tests new temp draft todo saved save saves favorite favorites favourite
  favourites faves collection list lists inspo inspiration various etc
`);

/** Title case keeps these lowercase unless they start the title (Chicago style, short words). */
export const SMALL_WORDS = words(
  'a an and as at but by for from in into nor of on or per the to via vs with',
);

/** Prepositions that start the tail of a topic: "Yoga | for Beginners", "Wedding | on a Budget". */
export const TOPIC_PREPOSITIONS = words('for on in with at from under without');

/**
 * Where a phrase too long to read may be cut: before a tail that only says where, how or when
 * ("Cheap weekend trips | by train | across Europe"). Not "into": "Turning thrift store finds |
 * into something new" leaves half a sentence.
 */
export const CUT_PREPOSITIONS = new Set([
  ...TOPIC_PREPOSITIONS,
  ...words('by across around through along near during throughout via'),
]);

/**
 * What people add to a board's name while they work on it, at its end: "(edited)", "(copy)",
 * "(2)", "- Copy", "v2", "version 3", "final", "old".
 */
export const NAME_DECORATIONS =
  /(?:\s*[([{]\s*(?:edited|edit|copy(?:\s*\d+)?|duplicate|draft|final|old|new|backup|archived?|v\s?\d+(?:\.\d+)*|version\s*\d+|\d+)\s*[)\]}]|(?:\s+[-–—_]\s*|\s+)(?:edited|copy(?:\s*\d+)?|duplicate|draft|final|backup|archived|v\d+(?:\.\d+)*|version\s*\d+))\s*$/iu;

/** Words of a name made while trying things out: the name says nothing of the pins. */
export const PLACEHOLDER_WORDS = words('test tests testing untitled temp tmp sample placeholder dummy asdf');

/** Words before "board" that make a thing, not a place for pins: "Charcuterie Boards", "Mood Board". */
export const BOARD_COMPOUNDS = words(`
  charcuterie cheese cutting chopping serving grazing butter bread pastry surf snow skate paddle
  boogie body ironing chalk cork bulletin peg pin dash key message memo menu sandwich dart circuit
  diving spring base skirting floor head clip story mood vision dream inspiration vanity card
`);

/** Words that start a clause the copy cannot reuse: "dinners | my family actually eats". */
export const CLAUSE_STARTERS = words(`
  i you he she we they it my your our their his her that which who whose where when will would can
  could should is are was were am be i'm it's don't
`);

/** Singular nouns that end in -s, which a plural test would take for plurals. */
export const SINGULAR_S = words(`
  christmas fitness business wellness happiness mindfulness canvas atlas texas paris dallas las vegas
  hummus asparagus citrus cactus octopus bus gas glass grass dress mattress class boss chess moss success
  stress press cross lens series news mathematics athletics diabetes basics yes this
`);

/**
 * Spelling of words people often type in lowercase: acronyms, brands, places, holidays, days and
 * months. Keyed by the lowercase word; a possessive ("mother's") is looked up without its "'s".
 */
export const CANONICAL = new Map(
  `DIY SEO SPF HIIT BBQ USA UK NYC EU AI FAQ PDF SUV RV TV
  Pinterest Instagram TikTok YouTube Etsy Amazon Shopify Facebook Canva IKEA Google WordPress Cricut
  Christmas Easter Halloween Thanksgiving Hanukkah Diwali Ramadan Eid
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April June July
  August September October November December
  Europe European America American Asia Asian Africa African Australia Australian Canada Canadian
  Mexico Mexican Italy Italian France French Spain Spanish Greece Greek Japan Japanese China Chinese
  Korea Korean India Indian Thailand Thai Vietnam Vietnamese Bali Iceland Ireland Irish England English
  Scotland Portugal Germany German Nordic Scandinavian Mediterranean London Paris Rome Tokyo Kyoto Osaka
  Barcelona Lisbon Amsterdam Berlin Dubai Hawaii California Florida Texas Disney Disneyland`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [word.toLowerCase(), word]),
);

/** Holidays that take the capital of a person: "mother's day" → "Mother's Day". */
export const CANONICAL_PHRASES: [RegExp, string][] = [
  [/\bmother'?s day\b/gi, "Mother's Day"],
  [/\bfather'?s day\b/gi, "Father's Day"],
  [/\bvalentine'?s day\b/gi, "Valentine's Day"],
  [/\bnew year'?s\b/gi, "New Year's"],
  [/\bst\.? patrick'?s day\b/gi, "St. Patrick's Day"],
];
