// The published JSON Schema files for board and map files, generated from the
// runtime schema (schema.ts) so that the two never disagree. Editors use them
// for completion and checking; the loader still has the last word (labels
// against the grid, keys differing only in case, gullies at level G).

import * as z from 'zod/mini';

import { BOARD_FORMAT, MAP_FORMAT, schemas } from './schema.ts';

export interface JsonSchemaFile {
  /** Path from the repository root. */
  readonly file: string;
  readonly text: string;
}

function schemaDocument(schema: z.core.$ZodType, id: string, title: string): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = generated;
  return { $schema, $id: id, title, ...rest };
}

export function jsonSchemaFiles(): JsonSchemaFile[] {
  const { boardDocumentSchema, mapDocumentSchema } = schemas();
  const files = [
    {
      file: 'public/hexlos-board.schema.json',
      schema: schemaDocument(boardDocumentSchema, 'hexlos-board.schema.json', `HexLOS board (${BOARD_FORMAT})`),
    },
    {
      file: 'public/hexlos-map.schema.json',
      schema: schemaDocument(
        mapDocumentSchema,
        'hexlos-map.schema.json',
        `HexLOS map of several boards (${MAP_FORMAT})`,
      ),
    },
  ];
  return files.map(({ file, schema }) => ({ file, text: `${JSON.stringify(schema, null, 2)}\n` }));
}
