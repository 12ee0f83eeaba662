/** The query keys of single sign-on's settings. */
export const providersKey = ['sso', 'providers'] as const;
export const policyKey = ['sso', 'policy'] as const;
