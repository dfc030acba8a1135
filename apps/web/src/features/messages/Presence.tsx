import { Badge } from '@telehealth/ui';

/** Online, offline or unknown, in words (the tone only repeats what the word says). */
export function Presence({ online }: { online: boolean | undefined }) {
  if (online === undefined) return null;
  return <Badge tone={online ? 'positive' : 'neutral'}>{online ? 'Online' : 'Offline'}</Badge>;
}
