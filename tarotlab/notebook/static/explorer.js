// The Explorer in the page: the tree of lines (tree.js) beside the picture of the position
// shown. Joined after dom.js and tree.js; what to draw comes from Python
// (tarotlab/notebook/explorer.py), every click is one message.
function render({ model, el }) {
  const sheet = h("style");
  const board = h("div", { class: "tle-board" });
  const status = h("div", { class: "tle-status" });
  const side = h("div", { class: "tle-side" });
  el.append(h("div", { class: "tle-explorer" }, sheet, h("div", { class: "tle-main" }, status, board), side));
  const send = (msg) => model.send(msg);

  function draw() {
    const css = model.get("sheet");
    if (sheet.textContent !== css) sheet.textContent = css;
    board.innerHTML = model.get("board");
    const panel = model.get("panel") || {};
    status.textContent = panel.status || "";
    const focused = side.contains(document.activeElement);
    side.textContent = "";
    if (panel.message) side.append(h("div", { class: "tle-message" }, panel.message));
    if (panel.tree) side.append(drawTree(panel.tree, send));
    if (focused) side.querySelector(".tlt-tree")?.focus();
  }
  model.on("change:board", draw);
  model.on("change:panel", draw);
  model.on("change:sheet", draw);
  draw();
}

export default { render };
