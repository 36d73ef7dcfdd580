import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createMessageMatcher, englishMessages, messageKeyOf } from '@civic/shared/schemas';
import { translateAnswerMessage } from '../src/i18n/answers.js';
import { apiMessages } from '../src/i18n/messages.js';
import { sw } from '../src/i18n/messages.sw.js';
import { BAD_CREDENTIALS } from '../src/routes/auth.js';
import { SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const SRC_DIR = path.join(import.meta.dirname, '..', 'src');

/**
 * Modules whose answers are read by programs, not people, so their texts need no Kiswahili: they are left out
 * of the scan by name, each with its reason. Everything else under src/ (but i18n/ itself) is scanned.
 */
const READ_BY_PROGRAMS: Record<string, string> = {
  'releases/healthRoutes.ts': 'the release-health beacon, sent by the shell’s own script (which reads no message), and the operators’ read of its counts',
  'observability/health.ts': 'the health checks that load balancers, orchestrators and uptime monitors read',
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe('the Kiswahili catalog of the API’s own messages', () => {
  it('has every message, and no other, none empty, each with the English text’s placeholders', () => {
    const english = apiMessages as Record<string, string>;
    const kiswahili = sw as Record<string, string>;
    const problems: string[] = [];
    for (const key of Object.keys(english)) if (!(key in kiswahili)) problems.push(`"${key}" is missing`);
    for (const [key, text] of Object.entries(kiswahili)) {
      const source = english[key];
      if (source === undefined) problems.push(`"${key}" is not in the English catalog`);
      else if (!text.trim()) problems.push(`"${key}" is empty`);
      else if (placeholdersOf(text).join() !== placeholdersOf(source).join()) {
        problems.push(`"${key}" has {${placeholdersOf(text).join()}} where English has {${placeholdersOf(source).join()}}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('gives each English message, values and all, as its own Kiswahili text: no other message (nor a shared validation text) takes it', () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(apiMessages)) {
      const values: Record<string, string> = {};
      const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_whole, name: string) => (values[name] ??= `v${Object.keys(values).length}x`));
      const sent = fill(text);
      const expected = fill(sw[key as keyof typeof apiMessages]);
      if (messageKeyOf(sent)) wrong.push(`${key}: taken by the shared validation catalog (${messageKeyOf(sent)!.key})`);
      else if (translateAnswerMessage(sent, 'sw') !== expected) wrong.push(`${key}: "${sent}" → "${translateAnswerMessage(sent, 'sw')}"`);
      if (translateAnswerMessage(sent, 'en') !== sent) wrong.push(`${key}: changed in English`);
    }
    assert.deepEqual(wrong, []);
  });
});

/* ---- The scan: every message a route writes must be in a catalog ---- */

/** A message as the source spells it: literal parts, and WILD where a value is put in at run time. */
const WILD = Symbol('value');
type Part = string | typeof WILD;
type Spelling = Part[];

interface ModuleInfo {
  file: string;
  source: ts.SourceFile;
  constants: Map<string, ts.Expression>;
  functions: Map<string, ts.FunctionDeclaration>;
  imports: Map<string, { file: string; name: string }>;
}

const sourceFiles = (readdirSync(SRC_DIR, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts') && !file.startsWith('i18n/'))
  .sort();

const modules = new Map<string, ModuleInfo>();
function moduleOf(file: string): ModuleInfo | null {
  const known = modules.get(file);
  if (known) return known;
  let text: string;
  try {
    text = readFileSync(path.join(SRC_DIR, file), 'utf8');
  } catch {
    return null;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const info: ModuleInfo = { file, source, constants: new Map(), functions: new Map(), imports: new Map() };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) info.constants.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      info.functions.set(statement.name.text, statement);
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text.replace(/\.js$/, '.ts')));
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) info.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  modules.set(file, info);
  return info;
}

/** Each spelling once, with no empty parts and no two values side by side (they read as one). */
function distinct(list: Spelling[]): Spelling[] {
  const seen = new Map<string, Spelling>();
  for (const spelling of list) {
    const parts: Spelling = [];
    for (const part of spelling) {
      const last = parts[parts.length - 1];
      if (part === '' || (part === WILD && last === WILD)) continue;
      if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
      else parts.push(part);
    }
    seen.set(parts.map((part) => (part === WILD ? '\u0000' : part)).join('\u0001'), parts);
  }
  return [...seen.values()];
}

/** Every combination of one spelling from each list, in order (a template's parts). */
function joined(lists: Spelling[][]): Spelling[] {
  let result: Spelling[] = [[]];
  for (const list of lists) result = distinct(result.flatMap((before) => list.map((part) => [...before, ...part])));
  return result;
}

/** A `const name = …` in the function (or module) around `node`, outside nested functions. */
function localConstant(node: ts.Node, name: string): ts.Expression | null {
  let scope: ts.Node | undefined = node.parent;
  while (scope && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  if (!scope) return null;
  let found: ts.Expression | null = null;
  const look = (child: ts.Node): void => {
    if (found || (ts.isFunctionLike(child) && child !== scope)) return;
    if (ts.isVariableDeclaration(child) && ts.isIdentifier(child.name) && child.name.text === name && child.initializer) found = child.initializer;
    else ts.forEachChild(child, look);
  };
  ts.forEachChild(scope, look);
  return found;
}

/**
 * The texts an expression can stand for: string literals and templates; constants (UPPER_CASE, in this module
 * or imported from another under src/; a local `const`); either side of `a ? b : c`, `a ?? b` and `a || b`; what
 * a function of src/ returns. Anything else (a parameter, another error's message, a shared validation text
 * picked by property) is a value: WILD.
 */
function spellings(expression: ts.Expression, module: ModuleInfo, depth = 0): Spelling[] {
  return distinct(spellingsOf(expression, module, depth));
}

function spellingsOf(expression: ts.Expression, module: ModuleInfo, depth: number): Spelling[] {
  if (depth > 12) return [[WILD]];
  const again = (inner: ts.Expression, where: ModuleInfo = module) => spellings(inner, where, depth + 1);
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return again(expression.expression);
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [[expression.text]];
  if (ts.isTemplateExpression(expression)) {
    const lists: Spelling[][] = [[[expression.head.text]]];
    for (const span of expression.templateSpans) lists.push(again(span.expression), [[span.literal.text]]);
    return joined(lists);
  }
  if (ts.isConditionalExpression(expression)) return [...again(expression.whenTrue), ...again(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) return [...again(expression.left), ...again(expression.right)];
    if (operator === ts.SyntaxKind.PlusToken) return joined([again(expression.left), again(expression.right)]);
    return [[WILD]];
  }
  if (ts.isIdentifier(expression)) {
    const name = expression.text;
    const own = /^[A-Z][A-Z0-9_]*$/.test(name) ? module.constants.get(name) : localConstant(expression, name);
    if (own) return again(own);
    const imported = module.imports.get(name);
    const target = imported && moduleOf(imported.file);
    const constant = target?.constants.get(imported!.name);
    return constant && target ? again(constant, target) : [[WILD]];
  }
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const name = expression.expression.text;
    const imported = module.imports.get(name);
    const where = imported ? moduleOf(imported.file) : module;
    const declaration = where?.functions.get(imported ? imported.name : name);
    if (!declaration?.body || !where) return [[WILD]];
    const returned: Spelling[] = [];
    const look = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) returned.push(...again(node.expression, where));
      else ts.forEachChild(node, look);
    };
    ts.forEachChild(declaration.body, look);
    return returned.length ? returned : [[WILD]];
  }
  return [[WILD]];
}

/** Yup's message-taking checks; the message is a check's last argument. */
const YUP_CHECKS = new Set(['required', 'max', 'min', 'length', 'oneOf', 'notOneOf', 'matches', 'email', 'url', 'integer', 'positive', 'typeError', 'defined']);
function isYupChain(call: ts.CallExpression): boolean {
  let node: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = ts.isPropertyAccessExpression(node) ? node.expression : node.expression;
  return ts.isIdentifier(node) && node.text === 'yup';
}

/**
 * Where a project record's reasons and an import's file errors and warnings are written (governance/): `….fail(…)`,
 * `warnings.push(…)`, `new ImportFileError(…)`. They reach people as an answer's `errors`, a report's rows and
 * warnings, or a message, so each needs its Kiswahili like any other message.
 */
function isReasonWriter(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) return ts.isIdentifier(node.expression) && node.expression.text === 'ImportFileError';
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { name, expression: owner } = node.expression;
  return name.text === 'fail' || (name.text === 'push' && ts.isIdentifier(owner) && owner.text === 'warnings');
}

interface Found {
  at: string;
  code: string;
  spelling: Spelling;
}

/**
 * The messages the API's code writes for people: the argument of badRequest(…), notFound(…), forbidden(…) and
 * the message of new ClientError(status, …); the value of a `message` property (`message: …`, or `{ message }`
 * naming a local const); the message of a yup check (`.required('…')`). Exported constants are followed to
 * their text wherever they are used so. An expression that is only a value (another error's message, a shared
 * validation text, a parameter) is not a message written here, and is left to whoever wrote it.
 */
function writtenMessages(): Found[] {
  const found: Found[] = [];
  for (const file of sourceFiles) {
    if (file in READ_BY_PROGRAMS) continue;
    const module = moduleOf(file)!;
    const { source } = module;
    const record = (expression: ts.Expression | undefined) => {
      if (!expression) return;
      const at = `${file}:${source.getLineAndCharacterOfPosition(expression.getStart(source)).line + 1}`;
      for (const spelling of spellings(expression, module)) {
        if (spelling.some((part) => part !== WILD)) found.push({ at, code: expression.getText(source), spelling });
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['badRequest', 'notFound', 'forbidden'].includes(node.expression.text)) record(node.arguments[0]);
      else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'ClientError') record(node.arguments?.[1]);
      else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'message') record(node.initializer);
      else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') record(node.name);
      else if (isReasonWriter(node)) record((node as ts.CallExpression | ts.NewExpression).arguments?.[0]);
      else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'problem') record(node.initializer);
      else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        node.left.name.text === 'problem'
      )
        record(node.right);
      else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'errors' && ts.isArrayLiteralExpression(node.initializer)) {
        for (const element of node.initializer.elements) record(element);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && YUP_CHECKS.has(node.expression.name.text) && isYupChain(node)) {
        const last = node.arguments[node.arguments.length - 1];
        if (last && (ts.isStringLiteral(last) || ts.isNoSubstitutionTemplateLiteral(last) || ts.isTemplateExpression(last) || ts.isIdentifier(last))) record(last);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the messages the API writes', () => {
  const found = writtenMessages();
  const apiMatcher = createMessageMatcher(apiMessages);
  const catalogTexts = [...Object.values(apiMessages), ...Object.values(englishMessages)];

  it('are found by the scan (it reads the routes as they are written)', () => {
    const exact = new Set(found.filter((item) => item.spelling.every((part) => part !== WILD)).map((item) => item.spelling.join('')));
    // A constant followed across modules, a plain literal, a text built from a constant, and a yup check's.
    assert.ok(exact.has(BAD_CREDENTIALS));
    assert.ok(exact.has('Please sign in to continue.'));
    assert.ok(exact.has('Something went wrong on our side. Please try again.'));
    assert.ok(exact.has('This password is too common or too easy to guess. Please choose a less predictable one.'));
    assert.ok(exact.has('Please write a reply'));
    assert.ok(found.some((item) => item.spelling[0] === 'Nothing is served at ' && item.spelling.includes(WILD)));
    // A project record's reasons and an import's warnings, file errors and row problems.
    assert.ok(exact.has('progress must be 100 for a completed project'));
    assert.ok(found.some((item) => item.spelling[0] === 'county "' && item.spelling.includes(WILD)));
    assert.ok(found.some((item) => item.spelling[0] === 'These columns are not used: '));
    assert.ok(exact.has('The CSV file is empty: it needs a header row naming the columns.'));
    assert.ok(exact.has('the entry is not an object'));
    assert.ok(found.some((item) => item.spelling[0] === 'the row has '));
    assert.ok(found.some((item) => item.spelling[0] === 'id ' && item.spelling.includes(' was already given on row ')));
    assert.ok(found.length > 100, `only ${found.length} messages found`);
  });

  it('each have a Kiswahili version: the text is in the API’s catalog or the shared validation one, or a catalog text fits the template', () => {
    const missing: string[] = [];
    for (const { at, code, spelling } of found) {
      if (spelling.every((part) => part !== WILD)) {
        const text = spelling.join('');
        if (!apiMatcher.keyOf(text) && !messageKeyOf(text)) missing.push(`${at}: "${text}"`);
      } else {
        const pattern = new RegExp(`^${spelling.map((part) => (part === WILD ? '(.+?)' : escapeRegExp(part))).join('')}$`, 's');
        if (!catalogTexts.some((text) => pattern.test(text))) missing.push(`${at}: ${code} (no catalog text fits ${pattern})`);
      }
    }
    assert.deepEqual(missing, [], 'add these to api/src/i18n/messages.ts (with {placeholders} for the values) and to messages.sw.ts');
  });
});

/* ---- Through the API ---- */

describe('the API’s own messages in the reader’s language', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  const signIn = (cookies: Record<string, string> = {}) =>
    site.app.inject({
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { email: 'nobody.here@example.org', password: 'Not-The-Right-One-2026' },
      headers: { ...SAME_ORIGIN },
      cookies,
    });

  it('answers a wrong password in Kiswahili for a device that chose it, and in English otherwise', async () => {
    const kiswahili = await signIn({ lang: 'sw' });
    assert.equal(kiswahili.statusCode, 401);
    assert.equal(kiswahili.json().message, sw.badCredentials);
    assert.equal(kiswahili.headers['content-language'], 'sw');
    const english = await signIn();
    assert.equal(english.statusCode, 401);
    assert.equal(english.json().message, BAD_CREDENTIALS);
    assert.equal(english.json().message, apiMessages.badCredentials);
  });

  it('puts a message’s values into its Kiswahili text', async () => {
    const county = await site.app.inject({ url: '/api/projects/?county=999', cookies: { lang: 'sw' } });
    assert.equal(county.statusCode, 400);
    assert.equal(county.json().field, 'county');
    assert.equal(county.json().message, sw.noCountyWithCode.replace('{code}', '999'));
    assert.equal((await site.app.inject({ url: '/api/projects/?county=999' })).json().message, 'There is no county with code 999.');

    // A message the schema validator writes, named by the field.
    const page = await site.app.inject({ url: '/api/projects/?page=0', cookies: { lang: 'sw' } });
    assert.equal(page.statusCode, 400);
    assert.equal(page.json().message, sw.schemaMinimum.replace('{field}', 'page').replace('{limit}', '1'));

    const nowhere = await site.app.inject({ url: '/api/no-such-thing/', cookies: { lang: 'sw' } });
    assert.equal(nowhere.statusCode, 404);
    assert.equal(nowhere.json().message, sw.notServed.replace('{method}', 'GET').replace('{path}', '/api/no-such-thing/'));
  });
});
