/** Query keys of the menu. It is public: the same for every visitor. */
export const menuKeys = {
  all: ['menu'] as const,
};
