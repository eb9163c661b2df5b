/**
 * The gateway pages' one stylesheet. A field is only its input, transparent, so the app's box
 * shows through; its colours and type come from the app through recurly.js's style option,
 * applied as custom properties (field-frame.ts), with the app's dark look as the fallback. The
 * PayPal window looks like a payment provider's own page, not like the app.
 * The fields' root is dark like the app's: a frame whose color-scheme differs from the page that
 * frames it gets an opaque canvas (white for light). And it is painted the app's input colour
 * rather than left transparent: a checker (axe) cannot see through a frame to the box behind it,
 * so it would weigh the text's contrast against white.
 */
export const GATEWAY_STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
html[data-field]{color-scheme:dark;background:#0b0b10}
body.field{display:flex}
body.field input{flex:1;min-width:0;height:100%;margin:0;border:0;outline:none;background:transparent;
color:var(--field-color,#f5f5f7);caret-color:var(--field-color,#f5f5f7);
font-family:var(--field-font-family,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif);
font-size:var(--field-font-size,16px);font-weight:var(--field-font-weight,400);
letter-spacing:var(--field-letter-spacing,normal);line-height:var(--field-line-height,normal);
padding:var(--field-padding,0 12px);font-variant-numeric:tabular-nums}
body.field input::placeholder{color:var(--field-placeholder-color,#9494a6);opacity:1}
body.field input[aria-invalid=true]{color:var(--field-invalid-color,#ff6b7d)}
body.paypal{display:grid;place-items:center;min-height:100%;padding:24px 16px;background:#f5f7fa;color:#1f2933;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5}
.card{width:100%;max-width:420px;padding:32px 28px;border-radius:14px;background:#fff;box-shadow:0 8px 30px rgb(0 0 0 / .12)}
.wordmark{margin:0 0 20px;font-size:28px;font-weight:800;font-style:italic;letter-spacing:-.02em}
.wordmark .pay{color:#003087}.wordmark .pal{color:#0070e0}
.wordmark .demo{margin-left:6px;padding:2px 8px;border-radius:999px;background:#e8eef7;color:#3b4a5a;font-size:12px;font-style:normal;font-weight:600;vertical-align:middle}
h1{margin:0 0 8px;font-size:22px;line-height:1.25}
p{margin:0 0 16px}
.buyer{display:flex;gap:8px;flex-wrap:wrap;margin:0 0 24px;padding:12px 14px;border-radius:8px;background:#f0f4f9}
.buyer dt{color:#52606d}.buyer dd{margin:0;font-weight:700}
.actions{display:grid;gap:12px;margin-bottom:16px}
button{min-height:48px;padding:0 20px;border-radius:999px;font:inherit;font-weight:700;font-size:16px;cursor:pointer}
button.primary{border:0;background:#0058b8;color:#fff}
button.primary:hover{background:#004a9c}
button.secondary{border:2px solid #0058b8;background:#fff;color:#0058b8}
button.secondary:hover{background:#eef4fb}
button:disabled{opacity:.6;cursor:progress}
button:focus-visible{outline:3px solid #1f2933;outline-offset:3px}
.status:empty{display:none}
.status{font-weight:600}
.note{margin:0;color:#52606d;font-size:14px}
`;
