// Many hexes in one canvas path, in time linear in their number.
//
// Chromium's closePath() costs time proportional to the whole path so far (it
// measures the path's bounds on every call), so a path of n hexes closed with
// closePath() takes O(n²): 40,000 hexes, a 200 × 200 board's fill or grid,
// held the main thread for 7–23 s. A polygon is closed here by going back to
// its first corner and on to its second: fill() closes every subpath anyway,
// and a stroke gets a proper join at the first corner (the first side is
// traced twice, which a stroke, being one union, does not show).

/** Adds one closed polygon, corners as x0, y0, x1, y1, ... (at least two corners). */
export function addPolygon(ctx: CanvasRenderingContext2D, xy: ArrayLike<number>, dx = 0, dy = 0): void {
  ctx.moveTo(xy[0] + dx, xy[1] + dy);
  for (let i = 2; i < xy.length; i += 2) ctx.lineTo(xy[i] + dx, xy[i + 1] + dy);
  ctx.lineTo(xy[0] + dx, xy[1] + dy);
  ctx.lineTo(xy[2] + dx, xy[3] + dy);
}
