import { describe, expect, test } from 'vitest';

import { countProblems, listFirst, MAX_LISTED_PROBLEMS, type Problem, ProblemList } from './problem.ts';

const problems = (n: number, tag = 'p'): Problem[] =>
  Array.from({ length: n }, (_, i) => ({ path: `${tag}[${i}]`, message: 'bad' }));

describe('ProblemList: the first problems kept, the rest counted', () => {
  test.each([
    ['none', [0], 0, 0],
    ['fewer than the limit', [12], 12, 12],
    ['exactly the limit', [MAX_LISTED_PROBLEMS], MAX_LISTED_PROBLEMS, MAX_LISTED_PROBLEMS],
    ['one over the limit', [MAX_LISTED_PROBLEMS + 1], MAX_LISTED_PROBLEMS + 1, MAX_LISTED_PROBLEMS + 1],
    ['1.9 million, in 16 batches', Array.from({ length: 16 }, () => 120_000), 201, 1_920_000],
  ])('%s', (_name, batches, listedLength, total) => {
    const list = new ProblemList();
    for (const [b, n] of batches.entries()) list.addAll(problems(n, `b${b}`));
    const listed = list.listed('warnings');
    expect(listed).toHaveLength(listedLength);
    expect(list.size).toBe(total);
    expect(countProblems(listed)).toBe(total);
  });

  test('a shortened list added to another adds its count, not its count line', () => {
    const list = new ProblemList();
    list.addAll(listFirst(problems(300, 'a'), 'warnings'));
    list.addAll(listFirst(problems(5, 'b'), 'warnings'));
    const listed = list.listed('warnings');
    expect(listed.filter((p) => p.more !== undefined)).toEqual([
      { path: '', message: '… and 105 more warnings (only the first 200 are listed)', more: 105 },
    ]);
    expect(listed.slice(0, MAX_LISTED_PROBLEMS)).toEqual(problems(200, 'a'));
  });

  test('listFirst of a short list is a copy of it', () => {
    const short = problems(3);
    expect(listFirst(short, 'errors')).toEqual(short);
    expect(listFirst(short, 'errors')).not.toBe(short);
  });
});
