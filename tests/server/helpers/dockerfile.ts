/** One instruction of a Dockerfile: its keyword (upper case) and the rest of its (joined) lines. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** One build stage: FROM's image (or earlier stage) and name, and the instructions after it. */
export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/**
 * The stages of a Dockerfile, enough to check what each holds: comments and blank lines dropped,
 * backslash continuations joined. Instructions before the first FROM (ARG) are not kept.
 */
export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args)!;
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The args of every instruction of `stage` with this keyword. */
export const argsOf = (stage: Stage, keyword: string): string[] =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** `stage` and the stages it is built FROM, nearest first. */
export function ancestry(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((s) => s.name === stage.from);
  return parent ? [stage, ...ancestry(stages, parent)] : [stage];
}
