import { TIP_OTHER_CODE, parseTipInput } from '@orderlane/domain';

/** The tip buttons: a preset by index (0, 1, 2) or Other (coded 999) with its free entry. */
export type TipChoice = { code: 0 | 1 | 2 } | { code: typeof TIP_OTHER_CODE; text: string };

export function tipCentsOf(choice: TipChoice, presetsCents: readonly [number, number, number]): number {
  return choice.code === TIP_OTHER_CODE ? parseTipInput(choice.text) : presetsCents[choice.code];
}
