/** What `npm run staff` answers to a wrong command line or --help. */

export const STAFF_CLI_USAGE =
  'Usage: npm run staff -- add EMAIL --name "NAME" [--admin] [--origin URL] | list | disable EMAIL | reset EMAIL [--origin URL]';

/** Exit code 2: the command line was wrong, nothing was done. Its message is one line naming the problem. */
export class StaffUsageError extends Error {}
