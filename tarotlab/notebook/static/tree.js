// The lines of an exploration as a tree, the way a chess analysis board lists moves: each
// line's moves in a row of chips, the variations that branch from a move under it, indented,
// each with its name and buttons to rename, promote or delete it. A click on a chip shows
// that position; with the tree focused, the arrow keys move along the line shown (left,
// right) and between lines (up, down). What to draw comes from Python
// (Session.outline, tarotlab/notebook/variations.py); every click is one message.
function drawTree(tree, send) {
  const lines = [];
  const box = h("div", { class: "tlt-tree", tabindex: "0",
                         "aria-label": "lines of play: arrow keys move" });

  function block(b, depth) {
    lines.push(b.line);
    const head = h("div", { class: "tlt-tree-head" },
      h("b", {}, b.name), b.main ? " (main line)" : "",
      button("rename", () => {
        const name = window.prompt(`A new name for "${b.name}"`, b.name);
        if (name) send({ do: "rename", path: b.nodes[0].path, name });
      }),
      b.main ? null : button("promote", () => send({ do: "promote", path: b.nodes[0].path })),
      b.main ? null : button("delete", () => send({ do: "delete", path: b.nodes[0].path })));
    const row = h("div", { class: "tlt-tree-moves" });
    const out = h("div", { class: `tlt-tree-block${b.shown ? " tlt-tree-shown" : ""}`,
                           "data-line": b.line, style: `margin-left:${Math.min(depth, 6)}em` },
                  head, row);
    b.nodes.forEach((n, i) => {
      const cls = ["tlt-node", n.current ? "tlt-node-current" : "",
                   n.on_line ? "tlt-node-on" : ""].join(" ").trim();
      row.append(h("button", { type: "button", class: cls, "data-path": n.path,
                               title: `position ${n.move}: ${n.label}`,
                               onclick: () => send({ do: "node", path: n.path }) },
                   n.move ? h("small", {}, `${n.move}.`) : null, " ", n.label));
      for (const br of b.branches.filter((x) => x.after === i)) out.append(block(br.block, depth + 1));
    });
    return out;
  }

  function button(label, onclick) {
    return h("button", { type: "button", class: "tlt-tree-do", onclick }, label);
  }

  box.append(block(tree, 0));
  box.addEventListener("keydown", (e) => {
    const block = box.querySelector(".tlt-tree-shown");
    const shown = block ? lines.indexOf(Number(block.dataset.line)) : -1;
    const moves = { ArrowLeft: { do: "undo" }, ArrowRight: { do: "redo" } };
    if (moves[e.key]) send(moves[e.key]);
    else if (e.key === "ArrowUp" && shown > 0) send({ do: "line", index: lines[shown - 1] });
    else if (e.key === "ArrowDown" && shown + 1 < lines.length) {
      send({ do: "line", index: lines[shown + 1] });
    } else return;
    e.preventDefault();
  });
  return box;
}
