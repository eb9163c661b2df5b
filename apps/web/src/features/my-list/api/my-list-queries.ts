/** Query and mutation keys of My List, general to specific. Personal: dropped on sign-out. */
export const myListKeys = {
  all: ['my-list'] as const,
  list: () => [...myListKeys.all, 'list'] as const,
  toggle: () => [...myListKeys.all, 'toggle'] as const,
};
