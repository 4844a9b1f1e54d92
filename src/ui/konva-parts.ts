// Konva as react-konva sees it: the core (stage, layers, groups, custom
// shapes) and the three ready-made shapes the photo tracer draws with (circle,
// image, text), without Konva's other shapes and image filters, which nothing
// here uses. vite.config.ts resolves the bare 'konva' import to this module.
// The map itself imports only Konva's stage, layer and shape modules
// (canvas/konva-nodes.tsx), so the first page load carries none of these
// shapes nor the rest of the core; react-konva and the tracer load on demand.

import { Konva } from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Image } from 'konva/lib/shapes/Image';
import { Text } from 'konva/lib/shapes/Text';

/** Each shape registers itself with Konva when its module loads (react-konva creates nodes by name). */
export const MAP_SHAPES = [Circle, Image, Text] as const;

export default Konva;
