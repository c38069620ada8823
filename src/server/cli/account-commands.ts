/**
 * @module cli/account-commands
 * Operator commands for accounts (spec §6: "Administrator approves registrations"): approve,
 * reject, ban, unban and delete an account, create an administrator, reset a password, list the
 * approval queue, and change a balance with a reason.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import {
  ACCOUNT_ACTIONS,
  nicknameSchema,
  passwordSchema,
  USER_STATUS_NAMES,
  USER_STATUSES,
  usernameSchema,
  type AccountAction,
  type UserStatus,
} from '../../lib/domain/accounts';
import { createAccounts, type Accounts } from '../auth/index';
import { fromHundredths, toHundredths } from '../auth/profile';
import { BALANCE_TYPES, BalanceTooLowError, type BalanceType } from '../auth/user-data-repository';
import type { UserRow } from '../auth/users-repository';
import { resolveJwtSecret } from '../secrets';
import { UsageError, type CliCommand, type CliContext } from './cli-kit';

async function accountsOf(ctx: CliContext): Promise<Accounts> {
  const config = ctx.config();
  const database = await ctx.database();
  return createAccounts({
    db: database.db,
    secret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    now: Date.now,
  });
}

const NEGATIVE = /^-\d+(\.\d+)?$/;
const MASK = 'neg:';

function parse(args: string[], options: ParseArgsOptionsConfig = {}) {
  // `-20` is an amount, not an option: hide the sign from parseArgs and restore it after.
  const masked = args.map((a) => (NEGATIVE.test(a) ? `${MASK}${a}` : a));
  try {
    const parsed = parseArgs({ args: masked, options, allowPositionals: true, strict: true });
    const positionals = parsed.positionals.map((p) =>
      p.startsWith(MASK) && NEGATIVE.test(p.slice(MASK.length)) ? p.slice(MASK.length) : p,
    );
    return { values: parsed.values, positionals };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function onePositional(positionals: string[], what: string): string {
  if (positionals.length !== 1 || !positionals[0]) {
    throw new UsageError(`Expected one ${what}, got ${positionals.length}`);
  }
  return positionals[0];
}

async function findUser(
  accounts: Accounts,
  ctx: CliContext,
  name: string,
): Promise<UserRow | null> {
  const user = await accounts.users.findByUsername(name.trim());
  if (!user) ctx.err(`No user named "${name}".`);
  return user ?? null;
}

function describe(user: UserRow): string {
  return `${user.username} (id ${user.id}, ${USER_STATUS_NAMES[user.status as UserStatus] ?? user.status})`;
}

function statusCommand(action: AccountAction, summary: string): CliCommand {
  return {
    name: action,
    usage: '<username>',
    summary,
    async run(args, ctx) {
      const { positionals } = parse(args);
      const name = onePositional(positionals, 'username');
      const accounts = await accountsOf(ctx);
      const user = await findUser(accounts, ctx, name);
      if (!user) return 1;
      const { transition } = await accounts.service.applyAction(user, action);
      if (transition.kind === 'refused') {
        ctx.err(`Cannot ${action} ${describe(user)}: ${transition.reason}.`);
        return 1;
      }
      const now = USER_STATUS_NAMES[ACCOUNT_ACTIONS[action].to];
      ctx.out(
        transition.kind === 'change'
          ? `${user.username} is now ${now}.`
          : `${user.username} was already ${now}; nothing changed.`,
      );
      return 0;
    },
  };
}

/**
 * The password for create-admin and reset-password: --password, else ADMIN_PASSWORD, else
 * asked twice when `required`.
 */
async function adminPassword(
  ctx: CliContext,
  flag: string | undefined,
  required: boolean,
): Promise<string | null> {
  let password = flag ?? ctx.env.ADMIN_PASSWORD ?? null;
  if (password === null && required) {
    const first = await ctx.prompt('Password: ', true);
    if (first === null) {
      throw new UsageError(
        'No terminal to ask for a password: give --password or set ADMIN_PASSWORD',
      );
    }
    const again = await ctx.prompt('Password again: ', true);
    if (again !== first) throw new UsageError('The passwords do not match');
    password = first;
  }
  if (password === null) return null;
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    throw new UsageError(`Password: ${checked.error.issues.map((i) => i.message).join(' ')}`);
  }
  return password;
}

const createAdmin: CliCommand = {
  name: 'create-admin',
  usage: '<username> [--password <password>] [--nickname <nickname>]',
  summary:
    'Creates an approved administrator (password from --password, ADMIN_PASSWORD or a prompt); an existing account becomes one',
  async run(args, ctx) {
    const { positionals, values } = parse(args, {
      password: { type: 'string' },
      nickname: { type: 'string' },
    });
    const name = usernameSchema.safeParse(onePositional(positionals, 'username'));
    if (!name.success) throw new UsageError(`Username: ${name.error.issues[0]?.message ?? ''}`);
    const nickname = nicknameSchema.safeParse(values.nickname ?? name.data);
    if (!nickname.success) {
      throw new UsageError(`Nickname: ${nickname.error.issues[0]?.message ?? ''}`);
    }
    const accounts = await accountsOf(ctx);
    const exists = (await accounts.users.findByUsername(name.data)) !== undefined;
    const password = await adminPassword(ctx, values.password as string | undefined, !exists);
    if (!exists && (await accounts.users.findByNickname(nickname.data))) {
      throw new UsageError(`The nickname "${nickname.data}" is taken: give --nickname`);
    }
    const { user, created } = await accounts.service.createAdmin(
      name.data,
      password,
      nickname.data,
    );
    ctx.out(
      created
        ? `Created administrator ${user.username} (id ${user.id}).`
        : `${user.username} (id ${user.id}) is now an approved administrator${password ? ' with the new password' : ''}.`,
    );
    return 0;
  },
};

const resetPassword: CliCommand = {
  name: 'reset-password',
  usage: '<username> [--password <password>]',
  summary:
    "Resets a user's password (from --password or ADMIN_PASSWORD, else a temporary one printed once); the account's session ends and the user is asked for a new password at the next login",
  async run(args, ctx) {
    const { positionals, values } = parse(args, { password: { type: 'string' } });
    const name = onePositional(positionals, 'username');
    const given = await adminPassword(ctx, values.password as string | undefined, false);
    const accounts = await accountsOf(ctx);
    const user = await findUser(accounts, ctx, name);
    if (!user) return 1;
    const password = await accounts.service.resetPassword(user, given);
    ctx.out(
      given === null
        ? `${user.username}'s temporary password (shown once): ${password}`
        : `${user.username}'s password is reset.`,
    );
    ctx.out('Every session of the account has ended; a new password is asked at the next login.');
    return 0;
  },
};

function table(rows: UserRow[]): string[] {
  const lines = rows.map((u) =>
    [
      String(u.id).padStart(6),
      u.username.padEnd(20),
      u.nickname.padEnd(20),
      (USER_STATUS_NAMES[u.status as UserStatus] ?? u.status).padEnd(9),
      new Date(Number(u.created_at)).toISOString(),
    ].join('  '),
  );
  return [
    ['    id', 'username'.padEnd(20), 'nickname'.padEnd(20), 'status   ', 'requested'].join('  '),
    ...lines,
  ];
}

const LIST_LIMIT = 1000;

function listCommand(name: string, fixed: UserStatus | undefined, summary: string): CliCommand {
  return {
    name,
    usage: fixed ? '' : `[--status ${USER_STATUSES.join('|')}]`,
    summary,
    async run(args, ctx) {
      const { positionals, values } = parse(args, fixed ? {} : { status: { type: 'string' } });
      if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}"`);
      const status = fixed ?? (values.status as string | undefined);
      if (status !== undefined && !(USER_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${USER_STATUSES.join(', ')}`);
      }
      const accounts = await accountsOf(ctx);
      const { rows, total } = await accounts.users.list(status as UserStatus | undefined, {
        limit: LIST_LIMIT,
        offset: 0,
      });
      if (total === 0) {
        ctx.out(fixed === 'w' ? 'No registrations are waiting.' : 'No accounts.');
        return 0;
      }
      for (const line of table(rows)) ctx.out(line);
      ctx.out(total > rows.length ? `${rows.length} of ${total} shown.` : `${total} in all.`);
      return 0;
    },
  };
}

const adjustBalance: CliCommand = {
  name: 'adjust-balance',
  usage: `<username> <amount> --reason <text> [--type ${BALANCE_TYPES.join('|')}]`,
  summary:
    'Adds (or with a negative amount takes) to a balance, recorded with its reason (type m: manual)',
  async run(args, ctx) {
    const { positionals, values } = parse(args, {
      reason: { type: 'string' },
      type: { type: 'string', default: 'm' },
    });
    if (positionals.length !== 2) throw new UsageError('Expected <username> <amount>');
    const [name = '', amountText = ''] = positionals;
    if (!/^-?\d+(\.\d{1,2})?$/.test(amountText) || Number(amountText) === 0) {
      throw new UsageError('The amount must be a non-zero number with at most 2 decimals');
    }
    const reason = (values.reason as string | undefined)?.trim();
    if (!reason) throw new UsageError('Give a --reason');
    const type = values.type as string;
    if (!(BALANCE_TYPES as readonly string[]).includes(type)) {
      throw new UsageError(`--type must be one of ${BALANCE_TYPES.join(', ')}`);
    }
    const accounts = await accountsOf(ctx);
    const user = await findUser(accounts, ctx, name);
    if (!user) return 1;
    try {
      const balance = await accounts.data.adjustBalance(
        user.id,
        toHundredths(Number(amountText)),
        type as BalanceType,
        reason,
      );
      ctx.out(`${user.username}'s balance is now ${fromHundredths(balance).toFixed(2)}.`);
      return 0;
    } catch (error) {
      if (!(error instanceof BalanceTooLowError)) throw error;
      ctx.err(
        `Refused: ${user.username}'s balance is ${fromHundredths(error.balance).toFixed(2)} and cannot go below zero.`,
      );
      return 1;
    }
  },
};

export const accountCommands: CliCommand[] = [
  statusCommand('approve', 'Approves a waiting (or rejected) registration: the user can log in'),
  statusCommand('reject', 'Rejects a waiting registration'),
  statusCommand('ban', 'Bans an account; its open session ends (418 Account Banned)'),
  statusCommand('unban', 'Lifts a ban'),
  statusCommand('delete', 'Deletes an account (kept, status d); its open session ends'),
  createAdmin,
  resetPassword,
  listCommand('list-waiting', 'w', 'Lists registrations waiting for approval, oldest first'),
  listCommand('list-users', undefined, 'Lists accounts, optionally of one status'),
  adjustBalance,
];
