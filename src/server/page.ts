/** The single HTML page of the web UI; the script is src/web/app.ts compiled to /web/app.js. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Felt</title>
<link rel="stylesheet" href="/web/style.css">
</head>
<body>
<header><a href="#/" class="brand">Felt</a><nav id="nav"></nav><span id="who"></span></header>
<main id="main"><p>Loading…</p></main>
<script type="module" src="/web/app.js"></script>
</body>
</html>
`;

export const STYLE_CSS = `
:root { --felt: #0b5d3b; --ink: #1d1d1f; --muted: #6b7280; --line: #d6d3cc; font-family: system-ui, sans-serif; color: var(--ink); }
body { margin: 0; background: #f5f3ee; }
header { display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem; background: #12261c; color: #fff; }
header a { color: #cfe9da; text-decoration: none; margin-right: .8rem; }
header .brand { font-weight: 700; font-size: 1.2rem; color: #fff; }
#who { margin-left: auto; }
main { padding: 1rem; max-width: 1200px; margin: auto; }
.panel { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.2rem; margin-bottom: 1rem; }
.narrow { max-width: 420px; }
label { display: inline-block; margin: .25rem .5rem .25rem 0; }
.options { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: .3rem .8rem; margin: .5rem 0; }
.option { display: flex; flex-direction: column; font-size: .85rem; }
.option span { font-family: monospace; }
textarea { width: 100%; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .3rem .4rem; vertical-align: top; font-size: .9rem; }
.cite { display: inline-block; margin-left: .4rem; padding: 0 .35rem; border-radius: 4px; background: #eef2ff; color: #3730a3; font-size: .8rem; white-space: nowrap; }
.error { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; padding: .4rem .6rem; border-radius: 6px; margin: .4rem 0; }
.ok { background: #ecfdf5; color: #065f46; border: 1px solid #a7f3d0; padding: .4rem .6rem; border-radius: 6px; margin: .4rem 0; }
.muted { color: var(--muted); }
.center { text-align: center; }
.last-coup { opacity: .65; }
.board .muted { color: #cfe9da; }
.board { background: var(--felt); color: #fff; border-radius: 90px 90px 12px 12px; padding: 1rem; margin: .6rem 0; }
.hands { display: flex; gap: 2rem; justify-content: center; }
.hand { text-align: center; min-width: 180px; }
.hand h3 { margin: .2rem 0; font-weight: 600; }
.points { font-size: 1.1rem; font-weight: 700; min-height: 1.3em; }
.card { display: inline-block; background: #fff; color: #111; border-radius: 5px; padding: .35rem .4rem; margin: .15rem; min-width: 2.1rem; text-align: center; font-weight: 700; box-shadow: 0 1px 2px #0006; }
.card.red { color: #c1121f; }
.card.back { background: #7f1d1d; color: #fecaca; }
.layout { display: flex; flex-wrap: wrap; gap: .5rem; justify-content: center; margin-top: 1rem; }
.seat { width: 120px; min-height: 90px; border: 2px solid #ffffff55; border-radius: 10px; padding: .3rem; text-align: center; font-size: .85rem; }
.seat.mine { border-color: #fde68a; }
.seat-no { font-weight: 700; font-size: 1.1rem; }
.wager { background: #fde68a; color: #111; border-radius: 10px; margin: .15rem 0; font-size: .8rem; }
.shoe { margin-top: .6rem; font-size: .85rem; }
.actions { display: flex; flex-wrap: wrap; gap: .3rem; margin: .4rem 0; }
.action button, button { cursor: pointer; border: 1px solid #94a3b8; background: #fff; border-radius: 6px; padding: .3rem .6rem; }
button:hover { background: #f1f5f9; }
.log { max-height: 360px; overflow: auto; font-size: .85rem; padding-left: 0; list-style: none; }
.line.wager-settled { font-weight: 600; }
.seq { color: var(--muted); font-family: monospace; }
.audit code { font-size: .75rem; }
.choices button { margin: .2rem; }
`;
