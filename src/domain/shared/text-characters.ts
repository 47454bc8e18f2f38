/**
 * The one rule on which characters a text may hold, for every text a client sends (checked at the GraphQL edge for
 * every argument, input-rules.ts, and by the e-mail rule): what it finds, or null when the text is fine.
 *
 * - `control`: a control character (C0 and C1) but tab, line feed and carriage return (a NUL byte cannot even be
 *   stored in PostgreSQL), or half a surrogate pair.
 * - `invisible`: a character drawn as nothing that changes how a text reads or what it is: the text-direction
 *   controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: a right-to-left override makes an admin's
 *   order list show a name or a phone reversed, the 'Trojan Source' trick), zero-width spaces and joiners, the
 *   soft hyphen, the word joiner, a byte-order mark, the Hangul fillers…: every format character (Cf) and every
 *   character Unicode says to draw as nothing (Default_Ignorable_Code_Point). With them 'Lancôme' and
 *   'Lancôme' plus a zero-width space look the same and are two names, and 'ana@correo.pe' gets an invisible twin.
 *   Emoji are kept whole: the joiner between two emoji (a family, a
 *   skin-toned coder, the rainbow flag), the variation selector after a character with an emoji form (a red heart,
 *   a keycap) and the tags of a subdivision flag (Scotland's, Wales') are what they are made of.
 */
export type ForbiddenCharacter = 'control' | 'invisible';

const CONTROL = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF]/u;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** The parts of emoji sequences made of invisible characters, taken out before INVISIBLE is looked for again. */
const EMOJI_JOINER = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_VARIATION = /(?<=\p{Emoji})[\uFE0E\uFE0F]/gu;
const EMOJI_FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

export function forbiddenCharacter(text: string): ForbiddenCharacter | null {
  if (CONTROL.test(text)) return 'control';
  if (!INVISIBLE.test(text)) return null;
  const withoutEmojiParts = text.replace(EMOJI_JOINER, '').replace(EMOJI_VARIATION, '').replace(EMOJI_FLAG_TAGS, '');
  return INVISIBLE.test(withoutEmojiParts) ? 'invisible' : null;
}

/**
 * A text as the domain keeps it: composed (Unicode NFC) and trimmed. Some keyboards and pasted texts send 'é' as
 * 'e' plus a combining acute (U+0301): kept as typed, 'José' would be two names that look the same, never equal
 * nor match each other, and a name of letters would be refused for its accent mark. Every form's text goes
 * through here (names, descriptions, titles, contact texts, e-mails: email-address.ts).
 */
export const cleanText = (value: string): string => value.normalize('NFC').trim();
