import type { ItemDraft } from './item-draft';

/**
 * The server's refusal of an item, split so each sentence sits next to its field. Field keys are the form's:
 * `name`, `price`, `groups.0`, `groups.0.name`, `groups.0.count`, `groups.0.options.1.price`, ...; sentences
 * that belong to no field stay in `general`.
 */
export interface ItemErrors {
  fields: Record<string, string>;
  general: string[];
}

const FIELD_SENTENCE = /^The field "([^"]+)" is invalid: (.*)$/;
const GROUP_SENTENCE = /^"([^"]+)"/;

function formKey(serverPath: string): string {
  return serverPath
    .replace(/^optionGroups/, 'groups')
    .replace(/\.numOfChoice$/, '.count')
    .replace(/\.(required|multiQtyAllowed)$/, '');
}

export function itemErrors(message: string, draft: ItemDraft): ItemErrors {
  const sentences = message
    .split(/(?<=\.)\s+(?=The field "|")/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const sentence of sentences) {
    const field = FIELD_SENTENCE.exec(sentence);
    const group = field ? null : GROUP_SENTENCE.exec(sentence);
    const groupIndex = group ? draft.groups.findIndex((found) => found.name.trim() === group[1]) : -1;
    if (field) {
      const key = formKey(field[1]!);
      fields[key] = [fields[key], field[2]!.replace(/\.$/, '')].filter(Boolean).join('; ');
    } else if (groupIndex >= 0) {
      fields[`groups.${groupIndex}`] = sentence;
    } else {
      general.push(sentence);
    }
  }
  return { fields, general };
}

/** The CSV import's refusal: its lead sentence, then one line per bad row. */
export function importErrors(message: string): { lead: string; rows: string[] } {
  const [lead = '', ...rows] = message.split(/\s+(?=Row \d+: )/);
  return { lead: lead.trim(), rows: rows.map((row) => row.trim()) };
}
