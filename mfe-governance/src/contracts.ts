/** The governance section's contracts live in @civic/shared, so the API and this section cannot drift. */
export * from '@civic/shared/contracts';
