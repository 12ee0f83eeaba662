import { TmxFormatError } from './errors.ts';

/** Elements holding native code: TMX 1.4b lets them contain text and <sub> only. */
const CODE_ELEMENTS = new Set(['bpt', 'ept', 'ph', 'it', 'ut']);
/** What TMX 1.4b allows directly inside <seg>, <hi> and <sub>. */
const SEGMENT_CONTENT = new Set([...CODE_ELEMENTS, 'hi']);

/**
 * The TMX 1.4b rules for a segment's inline markup that well-formed XML does not already guarantee: which element
 * may sit where, the attributes pairing needs (`i` on <bpt>/<ept>, `pos` on <it>), and that every <bpt> is closed
 * by exactly one later <ept> with the same `i` (and no <ept> closes nothing). Fed the elements inside a segment in
 * document order (`open`/`close`, names without prefix), then `finish()`; throws TmxFormatError saying what is
 * wrong, in words a translator can act on.
 */
export class InlineMarkupRules {
  private readonly open_: string[] = [];
  /** `i` of each <bpt> not yet closed by its <ept>. */
  private readonly unclosedPairs = new Set<string>();
  private readonly seenPairs = new Set<string>();

  open(name: string, attributes: Record<string, string>): void {
    const parent = this.open_[this.open_.length - 1];
    const allowed = parent === undefined || parent === 'hi' || parent === 'sub' ? SEGMENT_CONTENT : new Set(['sub']);
    if (!allowed.has(name)) {
      const where = parent === undefined ? 'a segment' : `<${parent}>`;
      if (!CODE_ELEMENTS.has(name) && name !== 'hi' && name !== 'sub') {
        throw new TmxFormatError(`<${name}> is not a TMX inline element (allowed: bpt, ept, ph, it, ut, hi, sub)`);
      }
      throw new TmxFormatError(`<${name}> is not allowed inside ${where}`);
    }
    if (name === 'bpt') this.openPair(attributes.i);
    if (name === 'ept') this.closePair(attributes.i);
    if (name === 'it' && attributes.pos !== 'begin' && attributes.pos !== 'end') {
      throw new TmxFormatError('<it> needs pos="begin" or pos="end"');
    }
    this.open_.push(name);
  }

  close(): void {
    this.open_.pop();
  }

  finish(): void {
    const [first] = this.unclosedPairs;
    if (first !== undefined) throw new TmxFormatError(`<bpt i="${first}"> has no matching <ept i="${first}">`);
  }

  private openPair(i: string | undefined): void {
    if (i === undefined || i.trim() === '')
      throw new TmxFormatError('<bpt> needs an i attribute pairing it with its <ept>');
    if (this.seenPairs.has(i))
      throw new TmxFormatError(`Two <bpt> elements have i="${i}"; each pair needs its own number`);
    this.seenPairs.add(i);
    this.unclosedPairs.add(i);
  }

  private closePair(i: string | undefined): void {
    if (i === undefined || i.trim() === '')
      throw new TmxFormatError('<ept> needs an i attribute pairing it with its <bpt>');
    if (!this.unclosedPairs.delete(i))
      throw new TmxFormatError(`<ept i="${i}"> has no matching <bpt i="${i}"> before it`);
  }
}
