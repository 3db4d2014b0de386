/**
 * A label as it reads inside a sentence: 'Routing Groups' → 'routing groups', but names keep
 * their spelling ('AusPost Orders' → 'AusPost orders', 'ETA Report' → 'ETA report'). Only words
 * written as plain capitalised words are lowered; a word with a capital past its first letter is a
 * name or an abbreviation.
 */
export function inSentence(label: string): string {
  return label.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}
