import Basic

/// The page `-emit-explorer` writes: one self-contained HTML file (its style, script and
/// data inline; no network, fonts or build step), so that a teacher can mail it.
///
/// The source is on the left, every stage on the right. Lines are coloured by the source
/// line they came from, as Compiler Explorer does; hovering or clicking a source line
/// (or selecting several) marks what came from it in each stage, and clicking a line of
/// a stage marks its source range. Opened with `#selftest`, the page checks itself and
/// writes `selftest: PASS ...` or `selftest: FAIL ...` into `<pre id="selftest">` (the
/// test renders it with headless Chromium); opened with `#line=N`, it starts with
/// source line N selected (a link to a line).
enum ExplorerPage {
  static func html(title: String, source: String, stages: [Explorer.Stage]) -> String {
    var data = "{\"title\":" + json(title) + ",\"source\":" + json(source) + ",\"stages\":["
    data += stages.map { stage in
      "{\"title\":" + json(stage.title) + ",\"flag\":" + json(stage.flag) + ",\"lines\":["
        + stage.lines.map { line in
          let r = line.range.map { "[\($0.startLine),\($0.startColumn),\($0.endLine),\($0.endColumn)]" } ?? "null"
          return "[" + json(line.text) + "," + r + "]"
        }.joined(separator: ",\n") + "]}"
    }.joined(separator: ",\n")
    data += "]}"
    return template
      .replacing("@@TITLE@@", with: escapeHTML(title))
      .replacing("@@DATA@@", with: data)
  }

  /// A JSON string literal that is also safe inside `<script>` (no `</`).
  static func json(_ s: String) -> String {
    let body = s.escaped { u in
      switch u {
      case "<": return "\\u003c"
      case "\u{2028}": return "\\u2028"
      case "\u{2029}": return "\\u2029"
      default:
        if let common = Escape.common(u) { return common }
        guard u.value < 0x20 else { return nil }
        let hex = String(u.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return "\"" + body + "\""
  }

  static func escapeHTML(_ s: String) -> String {
    s.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
      .replacing(">", with: "&gt;")
  }

  private static let template = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>@@TITLE@@ · miniswiftc explorer</title>
<style>
  body { margin: 0; font: 13px/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: #fafafa; color: #222; }
  header { padding: 6px 12px; background: #263238; color: #eceff1; font-family: system-ui, sans-serif; }
  header b { font-size: 15px; } header span { opacity: .75; margin-left: 1em; }
  main { display: flex; height: calc(100vh - 32px); }
  #source { flex: 0 0 38%; overflow: auto; border-right: 2px solid #cfd8dc; background: #fff; }
  #stages { flex: 1; overflow: auto; display: grid; grid-template-columns: repeat(auto-fill, minmax(460px, 1fr)); gap: 6px; padding: 6px; align-content: start; }
  .pane { background: #fff; border: 1px solid #cfd8dc; display: flex; flex-direction: column; max-height: 46vh; min-height: 120px; }
  .pane h2 { margin: 0; padding: 3px 8px; font: 600 12px system-ui, sans-serif; background: #eceff1; }
  .pane h2 code { font-weight: 400; color: #607d8b; margin-left: .6em; }
  .body { overflow: auto; flex: 1; }
  .ln { white-space: pre; padding: 0 6px 0 4px; border-left: 4px solid transparent; cursor: pointer; min-height: 1.35em; }
  .ln:hover { outline: 1px solid #90a4ae; }
  .src .no { display: inline-block; width: 3.2em; color: #90a4ae; text-align: right; margin-right: .8em; user-select: none; }
  .hot { font-weight: 700; box-shadow: inset 0 0 0 1px #d81b60; }
  .src.cur { box-shadow: inset 0 0 0 2px #d81b60; font-weight: 700; }
  .mark { background: #fff59d !important; }
  .dim { color: #999; }
  #selftest { display: none; }
</style>
</head>
<body>
<header><b>@@TITLE@@</b><span>miniswiftc pipeline explorer: hover or click a source line (or select several) to see what came from it; click a line of a stage to see its source.</span></header>
<main><div id="source"></div><div id="stages"></div></main>
<pre id="selftest"></pre>
<script id="data" type="application/json">@@DATA@@</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("data").textContent);
const palette = ["#e3f2fd","#fce4ec","#e8f5e9","#fff3e0","#ede7f6","#e0f7fa","#f9fbe7","#fbe9e7","#e8eaf6","#f1f8e9"];
const borders = ["#1e88e5","#d81b60","#43a047","#fb8c00","#5e35b1","#00acc1","#c0ca33","#f4511e","#3949ab","#7cb342"];
const colour = l => palette[l % palette.length];
const border = l => borders[l % borders.length];
const sourcePane = document.getElementById("source");
const stagesPane = document.getElementById("stages");
const sourceLines = data.source.replace(/\n$/, "").split("\n");
const byLine = new Map();   // source line -> stage line elements that came from it
const srcEls = [];
const used = new Set();
data.stages.forEach(stage => stage.lines.forEach(l => { if (l[1]) used.add(l[1][0]); }));
sourceLines.forEach((text, i) => {
  const n = i + 1;
  const el = document.createElement("div");
  el.className = "ln src";
  el.dataset.line = n;
  const no = document.createElement("span");
  no.className = "no";
  no.textContent = n;
  el.append(no, document.createTextNode(text));
  if (used.has(n)) { el.style.background = colour(n); el.style.borderLeftColor = border(n); }
  el.addEventListener("mouseenter", () => { if (!pinned) show(n, n, false); });
  el.addEventListener("click", () => { pinned = true; show(n, n, true); });
  srcEls.push(el);
  sourcePane.append(el);
});
data.stages.forEach(stage => {
  const pane = document.createElement("section");
  pane.className = "pane";
  pane.dataset.stage = stage.title;
  const h = document.createElement("h2");
  h.textContent = stage.title;
  if (stage.flag) { const c = document.createElement("code"); c.textContent = "miniswiftc " + stage.flag; h.append(c); }
  const body = document.createElement("div");
  body.className = "body";
  stage.lines.forEach(([text, range]) => {
    const el = document.createElement("div");
    el.className = "ln";
    el.textContent = text;
    if (range) {
      const n = range[0];
      el.dataset.line = n;
      el.style.background = colour(n);
      el.style.borderLeftColor = border(n);
      if (!byLine.has(n)) byLine.set(n, []);
      byLine.get(n).push(el);
      el.addEventListener("click", () => { pinned = true; markSource(range); show(n, n, true, el); });
    } else {
      el.classList.add("dim");
    }
    body.append(el);
  });
  pane.append(h, body);
  stagesPane.append(pane);
});
let pinned = false;
let hot = [];
/** Marks the stage lines that came from source lines first..last; scrolls each pane to them. */
function show(first, last, scroll, except) {
  hot.forEach(e => e.classList.remove("hot"));
  hot = [];
  srcEls.forEach((e, i) => e.classList.toggle("cur", i + 1 >= first && i + 1 <= last));
  for (let n = first; n <= last; n++) (byLine.get(n) || []).forEach(e => { e.classList.add("hot"); hot.push(e); });
  if (!scroll) return;
  document.querySelectorAll(".pane .body").forEach(body => {
    const first = hot.find(e => body.contains(e));
    if (first && first !== except) body.scrollTop = first.offsetTop - body.offsetTop - 40;
  });
}
/** Marks a source range [line, column, endLine, endColumn] in the source pane. */
function markSource(range) {
  srcEls.forEach(e => e.classList.remove("mark"));
  for (let n = range[0]; n <= range[2]; n++) if (srcEls[n - 1]) srcEls[n - 1].classList.add("mark");
  const el = srcEls[range[0] - 1];
  if (el) sourcePane.scrollTop = el.offsetTop - sourcePane.offsetTop - 60;
}
sourcePane.addEventListener("mouseup", () => {
  const sel = window.getSelection();
  if (!sel || sel.isCollapsed) return;
  const lineOf = node => { const e = (node.nodeType === 1 ? node : node.parentElement).closest(".src"); return e ? +e.dataset.line : null; };
  const a = lineOf(sel.anchorNode), b = lineOf(sel.focusNode);
  if (a && b) { pinned = true; show(Math.min(a, b), Math.max(a, b), true); }
});
document.addEventListener("keydown", e => { if (e.key === "Escape") { pinned = false; show(1, 0, false); srcEls.forEach(s => s.classList.remove("mark")); } });

const linked = /^#line=(\d+)$/.exec(location.hash);
if (linked && srcEls[+linked[1] - 1]) srcEls[+linked[1] - 1].click();

if (location.hash === "#selftest") {
  const out = [];
  const titles = [...document.querySelectorAll(".pane")].map(p => p.dataset.stage);
  const irPane = document.querySelector('.pane[data-stage="LLVM IR"]');
  const line = irPane && [...irPane.querySelectorAll(".ln[data-line]")].map(e => +e.dataset.line)[0];
  let irHot = 0, asmHot = 0, wrong = 0, marked = 0;
  if (line) {
    srcEls[line - 1].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    irHot = irPane.querySelectorAll(".hot").length;
    const asmPane = document.querySelector('.pane[data-stage="Assembly"]');
    asmHot = asmPane ? asmPane.querySelectorAll(".hot").length : 0;
    wrong = [...document.querySelectorAll(".hot")].filter(e => +e.dataset.line !== line).length;
    const irLine = irPane.querySelector(`.ln[data-line="${line}"]`);
    srcEls.forEach(s => s.classList.remove("mark"));
    irLine.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    marked = document.querySelectorAll(".src.mark").length;
  }
  const ok = titles.length > 0 && (!irPane || (irHot > 0 && wrong === 0 && marked > 0));
  out.push("selftest: " + (ok ? "PASS" : "FAIL"), "stages=" + titles.join("|"), "line=" + line,
    "irLines=" + irHot, "asmLines=" + asmHot, "wrong=" + wrong, "markedSource=" + marked);
  document.getElementById("selftest").textContent = out.join(" ");
  pinned = false;
}
</script>
</body>
</html>
"""#
}
