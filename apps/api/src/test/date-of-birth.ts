/** A date of birth as POST and PUT user take it (mmddyyyy), `years` years before today (UTC). */
export const dobYearsAgo = (years: number) => {
  const date = new Date();
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}${date.getUTCFullYear() - years}`;
};
