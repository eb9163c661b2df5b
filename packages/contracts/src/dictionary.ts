

export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'network', 'store'] as const;
