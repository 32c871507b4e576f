// sg.limits() states every cap the engine enforces, and a request beyond a
// cap is an SGError that names it (docs/limits.md).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

function errorOf(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof SGError, `an SGError, got ${e}`);
    return e;
  }
  assert.fail('expected an SGError');
}

// Every cap and its value, written out: a cap that disappears, appears or
// changes value fails here until this list is changed on purpose (a budget
// is never raised to make a check pass). maxCount is a decimal string.
const CAPS = {
  maxNotationBytes: 4_194_304, maxComponents: 100_000, maxParts: 2_000_000, maxSequenceLength: 4_194_304,
  maxSearchPositions: 2_000_000, maxMisereWork: 200_000_000, maxQuotientHeap: 4096, maxQuotientOrder: 2048,
  maxQuotientStateWords: 4_194_304, maxQuotientWork: 2_147_483_648, maxQuotientPowers: 64, maxGenusPositions: 1_048_576, maxCompoundPositions: 2_000_000,
  maxCompoundMoves: 8_000_000, maxListedMoves: 10_000, maxListedBytes: 33_554_432, maxTableCells: 4_194_304,
  maxRandomSize: 24, maxOctalHeap: 1_048_576, maxOctalRepeatingSplitHeap: 32_768,
  octalSequenceProofHorizon: 4096, octalProofHorizon: 1_048_576, octalParseProofHorizon: 4096,
  octalParseProofWork: 65_536, octalHugeHeapProofWork: 400_000_000, maxOctalDigits: 64, maxSubtractionAmount: 100_000,
  maxSubtractionSetSize: 1000, maxSubtractionWork: 1_073_741_824, maxSubtractionParseWork: 4_194_304,
  maxWythoffValueHeap: 1024, maxCoins: 2_000_000, maxCoinWorkWords: 67_108_864,
  maxCoinSnapshotWords: 2_097_152, maxTreeNodes: 2_000_000, maxHackenbushEdges: 1_000_000,
  maxGraphNodes: 2_097_152, maxGraphEdges: 33_554_432, maxSeqgameLength: 1_048_576, maxEndsHeaps: 5000,
  maxEndsWork: 16_777_216, maxMergeStones: 24, maxDefinitionBytes: 65_536, maxDefinedGames: 64,
  maxDefinedArity: 6, maxDefinedLines: 256, maxDefinedClauses: 8, maxDefinedNesting: 64,
  maxDefinedStates: 1_048_576, maxDefinedOptions: 1_048_576, maxDefinedRange: 1_048_576,
  maxDefinedWork: 67_108_864, maxLookupValues: 4096, maxNimProductTable: 256, maxGridCoins: 4096,
  maxMooreValueStates: 1_048_576, maxMooreValueWork: 20_000_000, maxMooreListingWork: 50_000_000,
  maxFibnimValueHeap: 2048, maxGeographyVertices: 1_048_576, maxGeographyEdges: 2_097_152,
  maxGeographyValueVertices: 24, maxGeographyValueStates: 200_000, maxBoardStates: 2_000_000,
  maxBoardMemoBytes: 201_326_592, maxPlacedEntries: 1_048_576, maxNodeKaylesVertices: 64, maxCramCells: 64,
  maxCramRegionCells: 35, maxCramTestBytes: 134_217_728, cramMirrorUnsearchedCells: 30, maxChompSide: 100_000, maxChompDiagrams: 2_000_000,
  maxLabellingLeaves: 2000, maxMeasureWork: 150_000_000, maxMeasureBytes: 268_435_456, maxOctalWork: 17_179_869_184,
  maxDefinedRequestWork: 536_870_912, maxBoardWork: 150_000_000, maxBoardSearchDepth: 4096, maxChompWork: 100_000_000,
};

describe('sg.limits()', () => {
  test('lists exactly the stated caps, each with its value and a meaning', () => {
    const limits = sg.limits();
    const keys = Object.keys(limits.meanings);
    assert.deepEqual([...keys].sort(), ['maxCount', ...Object.keys(CAPS)].sort());
    assert.deepEqual(Object.keys(limits).filter((k) => k !== 'meanings').sort(), [...keys].sort());
    assert.equal(limits.maxCount, '9223372036854775807');
    for (const [key, value] of Object.entries(CAPS)) assert.equal(limits[key], value, key);
    for (const key of keys) {
      assert.equal(typeof limits.meanings[key], 'string', key);
      assert.ok(limits.meanings[key].length > 10, key);
    }
  });

  // One request just past each of these caps: refused, naming the cap's
  // value, and the next request answers.
  const PAST = {
    maxComponents: (l) => sg.analyze(Array.from({ length: l.maxComponents + 1 }, () => 'nim 1').join(' + ')),
    maxOctalDigits: (l) => sg.analyze(`octal(0.${'1'.repeat(l.maxOctalDigits + 1)}) 3`),
    maxSubtractionAmount: (l) => sg.analyze(`sub(${l.maxSubtractionAmount + 1}) 3`),
    maxSubtractionSetSize: (l) => sg.analyze(`sub(${Array.from({ length: l.maxSubtractionSetSize + 1 }, (_, i) => i + 1)}) 3`),
    maxSequenceLength: (l) => sg.sequence('nim', l.maxSequenceLength + 1),
    maxTableCells: (l) => sg.table('wythoff', l.maxTableCells / 1024 + 1, 1024),
    maxRandomSize: (l) => sg.randomPosition('nim', 1, { size: l.maxRandomSize + 1 }),
    maxDefinitionBytes: (l) => sg.define(`game pad(n): n -> n - 1 # ${'x'.repeat(l.maxDefinitionBytes)}`),
    maxLookupValues: (l) => sg.identify(Array.from({ length: l.maxLookupValues + 1 }, () => 0).join(' ')),
    maxOctalHeap: (l) => sg.analyze(`grundy ${l.maxOctalHeap + 1}`),
    maxChompSide: (l) => sg.analyze(`chomp ${l.maxChompSide + 1}x1`),
    maxCramCells: () => sg.analyze('cram 9x8'),
    // 36 free cells in one region, no mirror move.
    maxCramRegionCells: () => sg.analyze('cram(#.#................/...................)'),
    maxNimProductTable: (l) => sg.nimProductTable(l.maxNimProductTable + 1),
  };
  for (const [key, request] of Object.entries(PAST)) {
    test(`a request past ${key} is refused with its value named`, () => {
      const limits = sg.limits();
      const e = errorOf(() => request(limits));
      assert.match(e.message.replace(/[ ,]/g, ''), new RegExp(`${limits[key]}`), e.message);
      assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
    });
  }

  test('a heap beyond the octal cap is refused with the cap named', () => {
    const { maxOctalHeap } = sg.limits();
    const e = errorOf(() => sg.analyze(`grundy ${maxOctalHeap + 1}`));
    assert.match(e.message, new RegExp(`limit is ${maxOctalHeap}`));
    assert.equal(e.column, 8);
    assert.equal(sg.analyze('grundy 5').outcome, 'N'); // G(5) = 2
  });

  test('a finite code beyond the cap needs a period proven at parse time', () => {
    const { maxOctalHeap } = sg.limits();
    const e = errorOf(() => sg.analyze(`octal(0.007) ${maxOctalHeap + 1}`));
    assert.match(e.message, new RegExp(`heaps above ${maxOctalHeap} need a proven period`));
    // Kayles' period (12 from heap 72) is proven while parsing.
    assert.equal(sg.analyze('kayles 1000000000000').grundy, sg.analyze('kayles 76').grundy);
  });

  test('a subtraction set beyond direct reach without a period found is refused', () => {
    const amounts = Array.from({ length: 999 }, (_, i) => i + 1).concat([100000]);
    const rule = `sub(${amounts.join(',')})`;
    const e = errorOf(() => sg.analyze(`${rule} 100000000`));
    assert.match(e.message, /need the period, and no period is found within the first 4194 values/);
    assert.equal(sg.analyze(`${rule} 12345`).grundy, 345);
  });
});
