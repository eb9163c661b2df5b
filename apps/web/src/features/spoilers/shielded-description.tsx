import type { Title } from '@stat/contracts';
import { isShielded } from './shielded.ts';
import { SpoilerDescription } from './spoiler-description.tsx';
import { useUnshielded } from './use-unshielded.ts';

interface ShieldedDescriptionProps {
  item: Pick<Title, 'id' | 'name' | 'description'>;
  length: keyof Title['description'];
  signedIn: boolean;
  textClassName?: string;
}

/**
 * One item's description where it stands alone in a list (an episode row): the item asks for its
 * own value, which only a shielded item does (a series has one marked finale, so one call).
 */
export function ShieldedDescription({ item, length, signedIn, textClassName }: ShieldedDescriptionProps) {
  const [shown = item] = useUnshielded([item], signedIn);
  return (
    <SpoilerDescription
      id={item.id}
      name={item.name}
      text={shown.description[length]}
      shielded={isShielded(shown)}
      signedIn={signedIn}
      textClassName={textClassName}
    />
  );
}
