import people from '../../seed/catalogue/people.json' with { type: 'json' };
import type { Random } from './random.ts';

type Credit = { role: 'cast' | 'director' | 'writer' | 'producer' | 'host'; name: string };

/** An invented full name; combined from two banks so the same few names do not recur. */
export function personName(random: Random): string {
  return `${random.pick(people.first)} ${random.pick(people.last)}`;
}

export function credits(random: Random, shape: Partial<Record<Credit['role'], number>>): Credit[] {
  return Object.entries(shape).flatMap(([role, count]) =>
    Array.from({ length: count ?? 0 }, () => ({ role: role as Credit['role'], name: personName(random) })),
  );
}

/** Fighters for a card; each last name is used once so every bout name is distinct. */
export function fighterPool(random: Random): (women: boolean) => { first: string; last: string } {
  const lasts = random.shuffle(people.fighters.last);
  let previousFirst = '';
  return (women) => {
    const last = lasts.pop();
    if (!last) throw new Error('the fighter bank has run out of last names');
    // Two opponents called Emeka would read like a typo.
    const firsts = (women ? people.fighters.women : people.fighters.men).filter((name) => name !== previousFirst);
    previousFirst = random.pick(firsts);
    return { first: previousFirst, last };
  };
}
