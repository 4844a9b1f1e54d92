// What each terrain does to movement, combat, line of sight and spotting, as
// the charts print it: 003's Terrain Effects Chart ("3D PanzerBlitz Charts")
// for the original terrain, 001's per-terrain sections ("Effects of New
// Terrain on New PanzerBlitz Boards") for the new terrain, and 000's notes
// where they say how a terrain's hexsides or hex block the line of sight.
// The texts are the charts' own, lightly shortened; each carries its source.
// An empty list means the charts say nothing for that terrain and category:
// the inspector shows that rather than inventing an effect. This is data for
// people to read; the rule sets keep their own tables.

import type { Feature, Terrain } from './types.ts';

export const EFFECT_CATEGORIES = ['movement', 'combat', 'los', 'spotting'] as const;
export type EffectCategory = (typeof EFFECT_CATEGORIES)[number];

export interface TerrainEffect {
  readonly text: string;
  /** Seed file and the place in it: "003 TEC", "001 Wood Copse", "000 note A". */
  readonly source: string;
}

export type TerrainEffects = Readonly<Record<EffectCategory, readonly TerrainEffect[]>>;

const TEC = '003 Terrain Effects Chart';
const e = (text: string, source: string): TerrainEffect => ({ text, source });

const LOW_OBSTACLE_HEXSIDES = (colour: 'gray' | 'green', what: 'town' | 'woods'): TerrainEffect[] => [
  e(
    `A ${what} of two or more hexes blocks only where the line of sight passes through or touches its ${colour} hexsides.`,
    '000 obstacles; 001 clarification 3',
  ),
  e(`A single-hex ${what} blocks the line of sight through the hex itself.`, '000 obstacles, notes A and B'),
];

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffects>> = {
  clear: {
    movement: [e('1 MP; trucks 2 MP.', TEC)],
    combat: [e('None.', TEC)],
    los: [],
    spotting: [],
  },
  road: {
    movement: [e('1/2 MP. Only one unit in the hex may use the road; otherwise pay the MP of the other terrain.', TEC)],
    combat: [e('None: use the other terrain’s effects.', TEC)],
    los: [],
    spotting: [],
  },
  ford: {
    movement: [e('1 MP.', TEC)],
    combat: [e('None.', TEC)],
    los: [e('An exposed part of the streambed: equivalent to clear terrain for all purposes.', '000 gullies C')],
    spotting: [],
  },
  swamp: {
    movement: [e('1 MP; vehicles only on roads.', TEC)],
    combat: [e('+1 to the attacker’s die roll.', TEC)],
    los: [],
    spotting: [],
  },
  pond: {
    movement: [e('Not allowed.', TEC)],
    combat: [e('None.', TEC)],
    los: [],
    spotting: [],
  },
  river: {
    movement: [
      e(
        'No unit may cross river hexsides unless there is a bridge counter in the river hex being entered.',
        '001 River Hex',
      ),
    ],
    combat: [e('None.', '001 River Hex')],
    los: [e('None.', '001 River Hex')],
    spotting: [e('None.', '001 River Hex')],
  },
  wheatfield: {
    movement: [e('1 MP; trucks 2 MP.', '001 Wheatfields')],
    combat: [e('None.', '001 Wheatfields')],
    los: [e('None.', '001 Wheatfields')],
    spotting: [
      e(
        'Infantry (unit numbers 100s and 200s) and forts in a wheatfield must be spotted; all other units are seen automatically.',
        '001 Wheatfields',
      ),
      e(
        'In effect only in July, August, September and October; in other months treat it as clear terrain.',
        '001 Wheatfields',
      ),
    ],
  },
  railroad: {
    movement: [
      e('1 MP from an adjacent railroad hex; trucks 2 MP.', '001 Railroad Hex'),
      e(
        'From a non-railroad hex: the cost depends on the other terrain in the hex (clear, woods, wheatfield 2 MP, trucks 4; slope 3 MP, trucks 4; town 1/2 MP).',
        '001 Railroad Hex',
      ),
    ],
    combat: [e('None: the other terrain in the hex has its usual effects.', '001 Railroad Hex')],
    los: [e('None.', '001 Railroad Hex')],
    spotting: [e('None.', '001 Railroad Hex')],
  },
  gully: {
    movement: [e('MP cost of the accompanying terrain; +3 MP to leave, +5 MP for trucks.', TEC)],
    combat: [
      e(
        'No fire at (or by) ground-level units or units in gully hexes unless adjacent. May fire at hills and slopes.',
        TEC,
      ),
    ],
    los: [
      e(
        'Units in gullies may not fire at, or be fired at by, units at ground level or in other gullies unless adjacent.',
        '000 gullies A',
      ),
      e('Against slopes and hilltops a unit in a gully counts as ground level.', '000 gullies B'),
      e('A road or railroad crossing a gully makes the hex clear terrain.', '000 gullies C; 001 Railroad Hex'),
    ],
    spotting: [],
  },
  woods: {
    movement: [e('1 MP; trucks 2 MP.', TEC)],
    combat: [e('+1 to the attacker’s die roll.', TEC)],
    los: LOW_OBSTACLE_HEXSIDES('green', 'woods'),
    spotting: [e('Units are hidden unless spotted.', TEC)],
  },
  town: {
    movement: [e('1/2 MP; normal stacking.', TEC)],
    combat: [e('+1 to the attacker’s die roll. Stacked units are treated as one combined DF.', TEC)],
    los: LOW_OBSTACLE_HEXSIDES('gray', 'town'),
    spotting: [e('Units are hidden unless spotted.', TEC)],
  },
  'wood-copse': {
    movement: [e('1 MP; trucks 2 MP. All vehicles may move through a wood copse.', '001 Wood Copse')],
    combat: [e('+1 to the attacker’s die roll.', '001 Wood Copse')],
    los: [
      e(
        'Blocks the line of sight through the hex, even along its hexsides or just touching a corner.',
        '001 Wood Copse',
      ),
    ],
    spotting: [e('All units in the hex must be spotted.', '001 Wood Copse')],
  },
  'collective-farm': {
    movement: [e('1/2 MP, even from non-road hexes.', '001 Collective Farms and Old Forts')],
    combat: [
      e(
        '+1 to the attacker’s die roll. Stacked units are one combined DF, and all are armored targets.',
        '001 Collective Farms and Old Forts',
      ),
    ],
    los: [
      e(
        'Blocks the line of sight through the hex, even along its hexsides or just touching a corner.',
        '001 Collective Farms and Old Forts',
      ),
    ],
    spotting: [e('All units in the hex must be spotted.', '001 Collective Farms and Old Forts')],
  },
  'old-fort': {
    movement: [e('1/2 MP, even from non-road hexes.', '001 Collective Farms and Old Forts')],
    combat: [
      e(
        '+1 to the attacker’s die roll. Stacked units are one combined DF, and all are armored targets.',
        '001 Collective Farms and Old Forts',
      ),
    ],
    los: [
      e(
        'Blocks the line of sight through the hex, even along its hexsides or just touching a corner.',
        '001 Collective Farms and Old Forts',
      ),
    ],
    spotting: [e('All units in the hex must be spotted.', '001 Collective Farms and Old Forts')],
  },
  'town-woods': {
    movement: [e('1/2 MP, even from non-road hexes.', '001 Town/Woods Hex')],
    combat: [
      e(
        '+1 to the attacker’s die roll. Stacked units are one combined DF, and all are armored targets.',
        '001 Town/Woods Hex',
      ),
    ],
    los: [e('Blocks the line of sight through the hex if it crosses a gray or green hexside.', '001 Town/Woods Hex')],
    spotting: [e('All units in the hex must be spotted.', '001 Town/Woods Hex')],
  },
  slope: {
    movement: [e('3 MP going up; 1 MP across or down; trucks 4 MP going up.', TEC)],
    combat: [
      e('The attacker’s AF is halved.', TEC),
      e(
        'Not halved when the attacker is adjacent, unless a brown or yellow hexside lies between them.',
        '000 hill and slope defence B',
      ),
    ],
    los: [
      e(
        'Brown hexsides mark where the slope curves or forms a spine; they may block depending on the levels of both units.',
        '000 notes C, D, Q, R',
      ),
    ],
    spotting: [],
  },
  hilltop: {
    movement: [e('MP cost per the other terrain in the hex.', TEC)],
    combat: [
      e('The attacker’s AF is halved.', TEC),
      e(
        'Not halved when the attacker is on a hilltop of the same or higher level, or on a level 2 slope.',
        '000 hill and slope defence A',
      ),
    ],
    los: [
      e(
        'Orange hexsides mark the hilltop’s edge; the line of sight may pass more than one only between hilltops of the same level.',
        '000 notes C, D, L',
      ),
      e('Interior hexes of a plateau are hilltop hexes even without orange hexsides.', '000 note P'),
    ],
    spotting: [],
  },
  slope2: {
    movement: [e('Trucks 4 MP; all other vehicles 3 MP.', '001 Level 2 Slope Hex')],
    combat: [e('The attacker’s AF is halved unless adjacent to the hex.', '001 Level 2 Slope Hex')],
    los: [
      e(
        'None in itself. Yellow hexsides may block depending on the modified obstacles and elevation rules.',
        '001 Level 2 Slope Hex',
      ),
    ],
    spotting: [e('None.', '001 Level 2 Slope Hex')],
  },
  hilltop2: {
    movement: [e('MP cost per the other terrain on the hilltop hex.', '001 Level 2 Hilltop Hex')],
    combat: [e('The attacker’s AF is halved (see the modified chart).', '001 Level 2 Hilltop Hex')],
    los: [
      e(
        'None in itself. Purple hexsides may block depending on the modified obstacles and elevation rules.',
        '001 Level 2 Hilltop Hex',
      ),
    ],
    spotting: [e('None.', '001 Level 2 Hilltop Hex')],
  },
  'hilltop-slope2': {
    movement: [e('Trucks 4 MP; all other vehicles 3 MP.', '001 Level 1 Hilltop/Level 2 Slope Hex')],
    combat: [e('The attacker’s AF is halved unless adjacent to the hex.', '001 Level 1 Hilltop/Level 2 Slope Hex')],
    los: [
      e(
        'None in itself. Red and yellow hexsides may block depending on the modified obstacles and elevation rules.',
        '001 Level 1 Hilltop/Level 2 Slope Hex',
      ),
    ],
    spotting: [e('None.', '001 Level 1 Hilltop/Level 2 Slope Hex')],
  },
  'town-slope': {
    movement: [e('1/2 MP, even from non-road hexes.', '001 Town/Slope Hex')],
    combat: [
      e(
        '+1 to the attacker’s die roll. Stacked units are one combined DF, and all are armored targets. The attacker’s AF is halved unless adjacent.',
        '001 Town/Slope Hex',
      ),
    ],
    los: [
      e(
        'Blocks the line of sight through the hex if it crosses a gray hexside. Brown hexsides may block per notes C and D.',
        '001 Town/Slope Hex',
      ),
    ],
    spotting: [e('All units in the hex must be spotted.', '001 Town/Slope Hex')],
  },
  'gorge-bridge': {
    movement: [
      e(
        '1/2 MP from a road hex, 3 MP from a non-road hex (trucks 4). Units entering from a road must exit to a road.',
        '001 Gorge/Bridge Hex',
      ),
    ],
    combat: [e('The attacker’s AF is halved unless adjacent to the hex.', '001 Gorge/Bridge Hex')],
    los: [e('None.', '001 Gorge/Bridge Hex')],
    spotting: [e('None.', '001 Gorge/Bridge Hex')],
  },
  'bridge-river': {
    movement: [
      e(
        '1/2 MP by road movement, 1 MP otherwise; enter only through a road hexside. No vehicle may enter with a wreck or block counter in the hex.',
        '001 Bridge/River Hex',
      ),
    ],
    combat: [e('None.', '001 Bridge/River Hex')],
    los: [e('None.', '001 Bridge/River Hex')],
    spotting: [e('None.', '001 Bridge/River Hex')],
  },
};

/** Effects a hex feature adds to its terrain's (only those the seeds describe). */
export const FEATURE_EFFECTS: Readonly<Partial<Record<Feature, TerrainEffects>>> = {
  'unimproved-road': {
    movement: [
      e('1/2 MP by road movement; from a non-road hex, the cost of the other terrain.', '001 Unimproved Road Hex'),
      e('In effect only from May to October; bridges it crosses work all year.', '001 Unimproved Road Hex'),
    ],
    combat: [e('None: the other terrain has its usual effects.', '001 Unimproved Road Hex')],
    los: [e('None.', '001 Unimproved Road Hex')],
    spotting: [e('None.', '001 Unimproved Road Hex')],
  },
  railroad: {
    movement: [
      e(
        '1 MP from an adjacent railroad hex; trucks 2 MP. Railroads use the same rules as roads.',
        '001 Railroad Hex; clarification 5',
      ),
    ],
    combat: [e('None: the other terrain has its usual effects.', '001 Railroad Hex')],
    los: [e('None.', '001 Railroad Hex')],
    spotting: [e('None.', '001 Railroad Hex')],
  },
};

export const terrainEffects = (terrain: Terrain): TerrainEffects => TERRAIN_EFFECTS[terrain];
