import type { ComponentPropsWithRef } from 'react';
import { MOVIE_RATINGS, TV_RATINGS } from '@stat/contracts';
import type { RestrictionType } from '@stat/contracts';
import { Select } from '../../components/ui/select.tsx';

const LEVELS: Record<RestrictionType, readonly { label: string; value: string }[]> = {
  movie: MOVIE_RATINGS,
  tv: TV_RATINGS,
};

type RestrictionSelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'className'> & {
  /** Which rating scale to offer (shell spec section 5: movie or tv). */
  type: RestrictionType;
  name: string;
  label: string;
  helperText?: string;
};

/** A select of the movie or TV rating levels, most restrictive first, 'Unrestricted' last. */
export function RestrictionSelect({ type, ...props }: RestrictionSelectProps) {
  return <Select {...props} options={LEVELS[type]} />;
}
