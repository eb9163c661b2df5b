

/** The downloaded file's name: the service and the day it was generated. */
export const accountDataFileName = (generatedAt: Date) => `stat-my-data-${generatedAt.toISOString().slice(0, 10)}.json`;
