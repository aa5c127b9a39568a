/** What the command-line tool answers to a wrong command line, shared by its commands' modules. */

export const LEAD_CLI_USAGE =
  "Usage: npm run leads -- list [--since YYYY-MM-DD] [--form inquiry|referral] | export --format csv|json [--since YYYY-MM-DD] [--form inquiry|referral] [--email ADDRESS | --phone NUMBER] | retry | find --email ADDRESS | --phone NUMBER | delete --email ADDRESS | --phone NUMBER [--yes] | backup FILE | restore FILE [--yes]";

/** Exit code 2: the command line was wrong, nothing was done. Its message is one line naming the option. */
export class UsageError extends Error {}
