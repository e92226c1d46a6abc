import { formatScheduleTime } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { ChevronDownIcon, ClockIcon } from '@/components/ui/icons';

export interface ScheduleChipProps {
  scheduleTime: string | null;
  timeZone: string;
  onOpen: () => void;
}

/** The date/time chip: 'Today ASAP' with no time set, else the slot as 'MMM Do, h:mm A'. */
export function ScheduleChip({ scheduleTime, timeZone, onOpen }: ScheduleChipProps) {
  const { t } = useTranslation();
  const text = scheduleTime ? formatScheduleTime(scheduleTime, timeZone) : t('schedule.todayAsap');
  return (
    <Chip onClick={onOpen} aria-haspopup="dialog" aria-label={t('schedule.chipLabel', { time: text })}>
      <ClockIcon size={18} />
      <span className="tabular">{text}</span>
      <ChevronDownIcon size={16} />
    </Chip>
  );
}
