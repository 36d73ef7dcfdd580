/** The governance section's contracts live in @civic/shared, so the API and mfe-governance cannot drift. */
export * from '@civic/shared/contracts';
