// "Play on a tablet": how to put the app on a tablet at game night — serve
// the production build on the local network, open it on the tablet, add it
// to the home screen (which on an iPad also keeps the boards: docs/boards-safe.md)
// — and what offline play needs (a secure address: `serve:lan --https` and a
// certificate trusted once), said plainly. The same steps are in the README.

export function PlayOnTablet() {
  const here = typeof window === 'undefined' ? '' : window.location.origin;
  const secure = typeof window !== 'undefined' && window.isSecureContext;
  return (
    <details className="section tablet-note" data-testid="play-on-tablet">
      <summary>
        <span className="section-title">Play on a tablet</span>
      </summary>
      <ol className="tablet-steps">
        <li>
          On the computer with HexLOS, run <code>npm run serve:lan</code>. It builds the app and prints a{' '}
          <em>Network</em> address such as <code>http://192.168.1.20:4321</code>.
        </li>
        <li>On the tablet, on the same Wi-Fi, open that address.</li>
        <li>
          Add it to the home screen: Share → Add to Home Screen (iPad), or the browser menu → Install app (Android). On
          an iPad this also keeps your boards: Safari clears what a site kept after 7 days without a visit unless it is
          on the home screen. A private window keeps nothing once closed; back up your boards under “On this device”.
        </li>
        <li>
          Offline play: browsers keep an offline copy only of a secure address (https, or this computer’s own
          localhost). Over plain http the tablet needs the computer running. For a copy the tablet keeps, run{' '}
          <code>npm run serve:lan -- --https</code> instead: it also prints a certificate’s address. Open that on the
          tablet and trust it once (iPad: install the downloaded profile, then Settings → General → About → Certificate
          Trust Settings; Android: Settings → Security → Install a certificate → CA certificate), then open the https
          address and add it to the home screen. The README has the steps in full.
        </li>
      </ol>
      <p className="fine" data-testid="tablet-address">
        This page: {here || 'not served'} — {secure ? 'kept for offline play' : 'works while the computer serves it'}.
      </p>
    </details>
  );
}
