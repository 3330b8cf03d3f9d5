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
