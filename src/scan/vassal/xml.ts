// A strict reader for the XML a VASSAL buildFile is written in: elements,
// attributes, text, comments, CDATA, processing instructions, the five
// predefined entities and numeric character references. A document type
// declaration is refused outright (a `<!DOCTYPE` with `<!ENTITY>` lines is
// how "billion laughs" and external entity attacks arrive, and VASSAL never
// writes one), so no entity is ever expanded. No DOM: it runs in Node and in
// the worker alike. Bounded: document size, depth, element count.
//
// Errors name the XML path of the element being read
// (`/VASSAL.build.GameModule/VASSAL.build.module.Map[2]`) and the line.

export interface XmlElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  /** `/A/B[2]/C`: the element's place, the index counting same-named siblings from 1 when there are several. */
  readonly path: string;
  readonly line: number;
}

export const MAX_XML_CHARS = 64 * 1024 * 1024;
export const MAX_XML_DEPTH = 200;
export const MAX_XML_ELEMENTS = 2_000_000;

export class XmlError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

interface Open {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  path: string;
  line: number;
  counts: Map<string, number>;
}

/** A path of more than eight steps, its middle elided: `/a/a/a/…(192 more)…/a/a/a`. */
function compactPath(path: string): string {
  const steps = path.split('/').slice(1);
  return steps.length <= 8
    ? path
    : `/${steps.slice(0, 4).join('/')}/…(${steps.length - 8} more)…/${steps.slice(-4).join('/')}`;
}

/** Parses a whole document; throws XmlError with the path and line of the problem. */
export function parseXml(text: string): XmlElement {
  let at = 0;
  let line = 1;
  let elements = 0;
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  const pathHere = () => compactPath(stack.at(-1)?.path ?? '/');
  const fail = (message: string): never => {
    throw new XmlError(pathHere(), line, message);
  };
  if (text.length > MAX_XML_CHARS)
    fail(`the buildFile is ${text.length} characters; at most ${MAX_XML_CHARS} are read`);
  const advanceTo = (next: number) => {
    for (let i = at; i < next; i++) if (text.charCodeAt(i) === 10) line++;
    at = next;
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    advanceTo(SPACE.lastIndex);
  };
  const readName = (): string => {
    NAME.lastIndex = at;
    const m = NAME.exec(text);
    if (!m) fail(`expected a name at "${text.slice(at, at + 20)}"`);
    advanceTo(NAME.lastIndex);
    return m![0];
  };
  const decode = (raw: string): string =>
    raw.replace(/&([^;&<\s]{0,12});?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) return fail(`a bare "&" (write &amp;) in "${raw.slice(0, 40)}"`);
      if (Object.hasOwn(PREDEFINED, ref)) return PREDEFINED[ref];
      const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
      const code = m ? (m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2])) : -1;
      if (code < 0) return fail(`the entity &${ref}; is not one of XML's five (entities are not expanded)`);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0)
        return fail(`&${ref}; is not a character`);
      return String.fromCodePoint(code);
    });
  const until = (end: string, what: string): number => {
    const i = text.indexOf(end, at);
    if (i < 0) fail(`${what} never ends (no "${end}")`);
    return i;
  };

  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (lt < 0) {
      if (text.slice(at).trim() && stack.length === 0) fail('text after the document element');
      advanceTo(text.length);
      break;
    }
    if (
      stack.length === 0 &&
      text
        .slice(at, lt)
        .replace(/^\uFEFF/, '')
        .trim()
    )
      fail('text outside the document element');
    advanceTo(lt);
    if (text.startsWith('<!--', at)) {
      advanceTo(until('-->', 'a comment') + 3);
    } else if (text.startsWith('<![CDATA[', at)) {
      if (stack.length === 0) fail('CDATA outside the document element');
      advanceTo(until(']]>', 'a CDATA section') + 3);
    } else if (text.startsWith('<?', at)) {
      advanceTo(until('?>', 'a processing instruction') + 2);
    } else if (text.startsWith('<!', at)) {
      const what = /^<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST)?/i.exec(text.slice(at, at + 12))?.[1]?.toUpperCase();
      fail(
        `${what ? `a <!${what}> declaration` : 'a "<!" declaration'}: document types and entities are refused (they are how entity-expansion attacks arrive; VASSAL never writes one)`,
      );
    } else if (text.startsWith('</', at)) {
      advanceTo(at + 2);
      const name = readName();
      skipSpace();
      if (text[at] !== '>') fail(`expected ">" to end </${name}`);
      advanceTo(at + 1);
      const open = stack.pop();
      if (!open) fail(`</${name}> closes nothing`);
      if (open!.name !== name) {
        stack.push(open!);
        fail(`</${name}> where </${open!.name}> was expected`);
      }
      const done: XmlElement = {
        name: open!.name,
        attributes: open!.attributes,
        children: open!.children,
        path: open!.path,
        line: open!.line,
      };
      if (stack.length) stack.at(-1)!.children.push(done);
      else if (root) fail('a second document element');
      else root = done;
    } else {
      const startLine = line;
      advanceTo(at + 1);
      const name = readName();
      if (++elements > MAX_XML_ELEMENTS) fail(`more than ${MAX_XML_ELEMENTS} elements`);
      if (stack.length >= MAX_XML_DEPTH) fail(`elements nested more than ${MAX_XML_DEPTH} deep`);
      if (stack.length === 0 && root) fail(`a second document element <${name}>`);
      const parent = stack.at(-1);
      const index = (parent?.counts.get(name) ?? 0) + 1;
      parent?.counts.set(name, index);
      const path = `${parent ? parent.path : ''}/${name}${index > 1 ? `[${index}]` : ''}`;
      const attributes = new Map<string, string>();
      const open: Open = { name, attributes, children: [], path, line: startLine, counts: new Map() };
      stack.push(open);
      for (;;) {
        skipSpace();
        if (text.startsWith('/>', at)) {
          advanceTo(at + 2);
          stack.pop();
          const done: XmlElement = { name, attributes, children: [], path, line: startLine };
          if (parent) parent.children.push(done);
          else root = done;
          break;
        }
        if (text[at] === '>') {
          advanceTo(at + 1);
          break;
        }
        if (at >= text.length) fail(`<${name}> never ends`);
        const key = readName();
        skipSpace();
        if (text[at] !== '=') fail(`attribute ${key} has no "="`);
        advanceTo(at + 1);
        skipSpace();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`attribute ${key}'s value is not quoted`);
        const close = text.indexOf(quote, at + 1);
        if (close < 0) fail(`attribute ${key}'s value never ends`);
        const raw = text.slice(at + 1, close);
        if (raw.includes('<')) fail(`attribute ${key}'s value holds a "<"`);
        if (attributes.has(key)) fail(`attribute ${key} is written twice`);
        attributes.set(key, decode(raw));
        advanceTo(close + 1);
      }
    }
  }
  if (stack.length) fail(`the document ends inside <${stack.at(-1)!.name}>`);
  if (!root) throw new XmlError('/', line, 'no document element');
  return root;
}
