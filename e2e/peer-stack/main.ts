// The peer of the first verdict (e2e/first-verdict.spec.ts): the stack the
// app's first screen is made of, and nothing of HexLOS. React renders a root,
// Konva's stage, layer and shape (the modules the app's map takes, docs/performance.md)
// draw one line, and the line's drawing marks `peer:drawn`, as the app's line
// marks `hexlos:verdict-drawn`. Timed in the same run and the same emulated
// tablet as the app, it says how much of the app's time the stack alone
// takes on this machine: the part no change to HexLOS's own code can remove.

import { Layer } from 'konva/lib/Layer';
import { Shape } from 'konva/lib/Shape';
import { Stage } from 'konva/lib/Stage';
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Map() {
  useEffect(() => {
    const stage = new Stage({
      container: document.getElementById('map') as HTMLDivElement,
      width: window.innerWidth,
      height: window.innerHeight,
    });
    const layer = new Layer();
    layer.add(
      new Shape({
        stroke: '#c62828',
        strokeWidth: 4,
        sceneFunc: (context, shape) => {
          context.beginPath();
          context.moveTo(40, 40);
          context.lineTo(400, 300);
          context.strokeShape(shape);
          performance.mark('peer:drawn');
        },
      }),
    );
    stage.add(layer);
    layer.draw();
    return () => {
      stage.destroy();
    };
  }, []);
  return createElement('div', { id: 'map' });
}

// The app's repeat visit is answered by its service worker; the peer's is too (the server writes it, e2e/peer-stack.ts).
void navigator.serviceWorker?.register('./sw.js');
createRoot(document.getElementById('root')!).render(createElement(Map));
