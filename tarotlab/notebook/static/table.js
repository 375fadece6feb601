// tarotlab's Table in the page: draws what Python sends (the picture, then the panel) and
// reports clicks back as one message each. No game logic here: Python decides what is
// legal, what is shown and to whom (tarotlab/notebook/widgets.py). Joined before this file:
// `morphdom` (vendored in morphdom.js) turns the old picture into the new one in place,
// `h` (dom.js) makes elements, `drawTree` (tree.js) draws the lines of play.
// A field Python sends as None may arrive as null (JupyterLab) or be missing altogether (the
// Pyodide kernel of the browser site drops None from dicts): test such fields with `!= null`
// or `??`, which treat both alike, never with `!== null`.

function timings() {
  window.tarotlabTimings = window.tarotlabTimings || [];
  return window.tarotlabTimings;
}

function render({ model, el }) {
  const root = h("div", { class: "tlt-table" });
  const status = h("div", { class: "tlt-status", role: "status" });
  const board = h("div", { class: "tlt-board" });
  const wrap = h("div", { class: "tlt-board-wrap" }, board);
  const side = h("div", { class: "tlt-side" });
  const sheet = h("style");  // the picture's stylesheet: replaced only when it changes
  root.append(sheet, h("div", { class: "tlt-main" }, status, wrap), side);
  el.append(root);
  let clicked = null; // performance.now() of the last click, until the panel comes back

  function send(message) {
    clicked = { at: performance.now(), what: message.do };
    root.classList.add("tlt-waiting");
    model.send(message);
  }

  // The picture flows in the width it has; one that is still wider is scaled down to fit.
  // On the classroom page it also fits the screen's height, down to 3/4 of its size; a
  // taller picture (Arcs: the map, then every seat's board) scrolls inside its own pane.
  const HEIGHT_FLOOR = 0.75;
  const fitHeight = () => Boolean(root.closest(".tlt-fit-height"));
  const room = () => window.innerHeight - wrap.getBoundingClientRect().top - 12;

  function setRoom(px) {
    const value = `${Math.max(px, 200)}px`;
    if (wrap.style.maxHeight !== value) wrap.style.maxHeight = value;
  }

  function fit() {
    // Measures the picture at its natural size, so it lays the picture out twice when it is
    // scaled (once unscaled to measure, once scaled to show): after a move fitKept() is
    // tried first, and this runs when the page is idle.
    board.style.zoom = "";
    const width = board.clientWidth;
    const natural = board.scrollWidth;
    let factor = natural > width + 1 && width > 0 ? width / natural : 1;
    if (fitHeight()) {
      const space = room();
      const tall = board.scrollHeight * factor;
      if (tall > space && space > 100) {
        factor = Math.min(factor, Math.max(HEIGHT_FLOOR, space / board.scrollHeight));
      }
      setRoom(space);
    }
    if (factor < 0.999) board.style.zoom = String(Math.max(factor, 0.35));
  }

  function fitKept() {
    // After a move: keep the picture's scale if the new picture fits at it, which costs one
    // layout (the one the frame needs anyway), and a projected picture does not change size
    // with every move; a picture that no longer fits is measured again at once. An Arcs click on the classroom page (scaled to 3/4) drew in 37 ms
    // re-measured every time.
    const zoom = Number(board.style.zoom || 1);
    let fits = board.scrollWidth <= board.clientWidth + 1;
    if (fits && fitHeight()) {
      const space = room();
      fits = board.scrollHeight * zoom <= space || zoom <= HEIGHT_FLOOR + 0.001 || space <= 100;
      if (fits) setRoom(space);
    }
    if (!fits) fit();
  }

  // fitKept() reads the layout: after a new picture it runs once, in the next frame before
  // that frame is drawn, so the picture is laid out once instead of once to measure and again
  // to show it (an Arcanum click on the classroom page took 47 ms with the read done at once,
  // 27 with it in the frame). The full fit() follows when the page is idle, so a picture that
  // became smaller grows back to the size it may have.
  let fitting = false;
  let idleFit = null;
  const whenIdle = window.requestIdleCallback || ((f) => setTimeout(f, 50));
  const cancelIdle = window.cancelIdleCallback || clearTimeout;
  function fitSoon() {
    if (fitting) return;
    fitting = true;
    if (idleFit !== null) cancelIdle(idleFit);
    requestAnimationFrame(() => {
      fitting = false;
      fitKept();
      idleFit = whenIdle(() => { idleFit = null; fit(); });
    });
  }

  function arrived() {
    // when the kernel's answer reached the page (the round trip, before any drawing)
    if (clicked && clicked.arrive === undefined) clicked.arrive = performance.now() - clicked.at;
  }

  function drawBoard() {
    arrived();
    // Morph the picture instead of replacing it: a move changes a few pieces, and the nodes
    // that stay keep their style and layout (an Arcs map redrew in about half the time).
    const next = board.cloneNode(false);
    next.innerHTML = model.get("board");
    morphdom(board, next, { childrenOnly: true });
    const panel = model.get("panel");
    markPoints(panel && panel.lesson);  // the panel may have come first in the same message
    fitSoon();
    if (clicked && clicked.drawn === undefined) {  // the click's own picture: the first
      const t = clicked;                            // (bots' replies redraw it later)
      t.drawn = performance.now() - t.at;
      requestAnimationFrame(() => { t.picture = performance.now() - t.at; });
    }
  }

  function button(label, attrs, onclick) {
    const off = attrs.disabled ? { "data-off": true } : {};
    return h("button", { type: "button", ...attrs, ...off, onclick }, label);
  }

  function drawMenu(panel, menu) {
    const box = h("div", { class: "tlt-choices" });
    const crumbs = [...menu.path];
    if (menu.pick) crumbs.unshift(`⌖ ${menu.pick}`);
    if (menu.chosen > 0 || menu.pick) {
      box.append(h("div", { class: "tlt-crumbs" },
        button("◂ back", { class: "tlt-back", title: "up one level" },
               () => send({ do: "back" })),
        h("span", {}, crumbs.join(" › "))));
    } else if (crumbs.length) {
      box.append(h("div", { class: "tlt-crumbs" }, h("span", {}, crumbs.join(" › "))));
    }
    if (menu.form) {
      const form = menu.form;
      const values = [...form.default];
      const text = () => {
        const combo = form.combos[values.join(",")];
        return combo ? combo[0] : form.template.split("#").reduce(
          (out, piece, i) => out + piece + (i < values.length ? values[i] : ""), "");
      };
      const go = button("", { class: "tlt-go" }, () => {
        const combo = form.combos[values.join(",")];
        // a legal roll plays; any other asks the rules why not (one message either way)
        send(combo && combo[1] ? { do: "act", action: combo[0] } : { do: "why", text: text() });
      });
      const why = h("div", { class: "tlt-form-why" });
      const update = () => {
        const combo = form.combos[values.join(",")];
        const ok = Boolean(combo && combo[1]);
        go.textContent = text();
        go.className = ok ? "tlt-go tlt-live" : "tlt-go tlt-refused";
        go.title = combo ? combo[2] : "not among the choices: click to ask why";
        why.textContent = ok ? "" : combo ? combo[2] : "not among the choices (click to ask why)";
      };
      const rows = form.slots.map((slot, i) => {
        const shown = h("span", { class: "tlt-count" }, values[i]);
        const shift = (d) => {
          const at = slot.values.indexOf(values[i]) + d;
          if (at < 0 || at >= slot.values.length) return;
          values[i] = slot.values[at];
          shown.textContent = values[i];
          update();
        };
        return h("div", { class: "tlt-slot" },
          h("span", { class: "tlt-slot-label" }, slot.label),
          button("−", { class: "tlt-step", "aria-label": `fewer ${slot.label}` }, () => shift(-1)),
          shown,
          button("+", { class: "tlt-step", "aria-label": `more ${slot.label}` }, () => shift(1)));
      });
      update();
      box.append(h("div", { class: "tlt-form" }, rows, go, why));
    } else if (menu.select) {
      const select = h("select", { class: "tlt-select" },
        h("option", { value: "" }, `choose (${menu.legal} legal)…`),
        menu.options.map((o) => h("option", { value: JSON.stringify(o), disabled: !o.ok },
          o.label + (o.ok ? "" : "  ✘"))));
      select.addEventListener("change", () => {
        if (!select.value) return;
        const o = JSON.parse(select.value);
        send(o.action != null ? { do: "act", action: o.action } : { do: "step", word: o.step });
      });
      box.append(select);
    } else {
      const row = h("div", { class: "tlt-options" });
      for (const o of menu.options) {
        const cls = `tlt-option ${o.ok ? "tlt-live" : "tlt-refused"}${o.step != null ? " tlt-group" : ""}`;
        const label = o.ok ? o.label : `✘ ${o.label}`;
        const attrs = { class: cls, title: o.tip, "data-action": o.action ?? undefined,
                        "aria-disabled": o.ok ? undefined : "true" };
        row.append(button(label, attrs, () => {
          if (o.step != null) send({ do: "step", word: o.step });
          else if (o.ok) send({ do: "act", action: o.action });
          else send({ do: "why", text: o.action });
        }));
      }
      box.append(row);
    }
    return box;
  }

  // The side panel is drawn in parts; a part is redrawn only when what it shows changed.
  const parts = {};
  for (const name of ["lesson", "choices", "message", "coach", "ask", "nav", "lines", "settings",
                      "log"]) {
    parts[name] = { el: h("div", { class: `tlt-part tlt-part-${name}` }), key: null };
    side.append(parts[name].el);
  }

  function part(name, key, draw) {
    const slot = parts[name];
    if (slot.key === key) return;
    slot.key = key;
    slot.el.textContent = "";
    const content = draw();
    if (content) slot.el.append(content);
  }

  function drawChoices(panel) {
    const box = h("div", {});
    if (panel.curtain) {
      box.append(h("div", { class: "tlt-curtain" },
        h("div", {}, `seat ${panel.curtain.seat} to move: the others look away`),
        button(panel.curtain.label, { class: "tlt-reveal tlt-live" }, () => send({ do: "reveal" }))));
    } else if (panel.menu) {
      box.append(drawMenu(panel, panel.menu));
    } else if (panel.hidden) {
      box.append(h("div", { class: "tlt-hidden" }, panel.hidden));
    }
    if (panel.chance && !panel.menu) {
      box.append(button("let chance decide (seeded)", { class: "tlt-option tlt-live tlt-chance" },
        () => send({ do: "bot" })));
    }
    return box;
  }

  function drawLesson(lesson) {
    if (!lesson) return null;
    const html = (markup) => { const div = h("div", { class: "tlt-md" }); div.innerHTML = markup; return div; };
    const box = h("div", { class: "tlt-lesson" },
      h("div", { class: "tlt-lesson-head" }, h("b", {}, lesson.title),
        h("span", { class: "tlt-lesson-step" }, ` · step ${lesson.number} of ${lesson.total}`)),
      html(lesson.html));
    if (lesson.question) {
      box.append(html(lesson.question.prompt));
      box.append(h("div", { class: "tlt-options" }, lesson.question.choices.map((c) =>
        button(c, { class: "tlt-option tlt-live tlt-answer" },
               () => send({ do: "lesson", what: "answer", choice: c })))));
    }
    if (lesson.feedback) {
      const fb = html(lesson.feedback.html);
      fb.className = lesson.feedback.ok ? "tlt-md tlt-ok" : "tlt-md tlt-no";
      box.append(fb);
    }
    const go = lesson.kind === "read" || lesson.kind === "question";
    box.append(h("div", { class: "tlt-row" },
      go ? button("next ▸", { class: "tlt-next tlt-live", disabled:
        lesson.kind === "question" && !lesson.question.answered },
        () => send({ do: "lesson", what: "next" })) : null,
      lesson.done ? null : button("hint", { class: "tlt-hint" },
        () => send({ do: "lesson", what: "hint" })),
      button("restart", { class: "tlt-restart" }, () => send({ do: "lesson", what: "restart" }))));
    return box;
  }

  function markPoints(lesson) {
    const wanted = new Set(lesson ? lesson.point : []);
    for (const el of board.querySelectorAll("[data-pick]")) {
      el.classList.toggle("tlt-point", wanted.has(el.dataset.pick));
    }
  }

  function drawAsk() {
    const ask = h("input", { type: "text", class: "tlt-why-text",
                             placeholder: "type any action: is it legal?" });
    const askGo = button("why / why not?", { class: "tlt-why" },
      () => send({ do: "why", text: ask.value }));
    ask.addEventListener("keydown", (e) => { if (e.key === "Enter") askGo.click(); });
    return h("div", { class: "tlt-row" }, ask, askGo);
  }

  function drawNav(panel) {
    const slider = h("input", { type: "range", class: "tlt-slider", min: 0,
                                max: Math.max(0, panel.positions - 1), value: panel.position,
                                "aria-label": "move" });
    slider.addEventListener("change", () => send({ do: "goto", position: Number(slider.value) }));
    return h("div", { class: "tlt-row tlt-nav" },
      button("↶ undo", { class: "tlt-undo", disabled: !panel.can_undo }, () => send({ do: "undo" })),
      button("↷ redo", { class: "tlt-redo", disabled: !panel.can_redo }, () => send({ do: "redo" })),
      button("bot move", { class: "tlt-bot", disabled: !panel.can_bot,
                           title: "let a bot (or the seed, for chance) decide" },
             () => send({ do: "bot" })),
      panel.coach && panel.coach.offered ?
        button("💡 hint", { class: "tlt-hint", disabled: panel.coach.thinking != null,
                            title: "what the coach's search suggests for the seat to move" },
               () => send({ do: "coach" })) : null,
      slider, h("span", { class: "tlt-move" }, `move ${panel.position}`));
  }

  function drawCoach(coach) {
    // "thinking" while the search runs (the kernel answers when it is done), then its advice
    if (coach.thinking != null) {
      return h("div", { class: "tlt-advice tlt-thinking", role: "status" }, coach.thinking);
    }
    const advice = coach.advice;
    if (advice == null) return null;
    return h("div", { class: "tlt-advice" },
      h("div", { class: "tlt-advice-text" }, advice.text),
      h("div", { class: "tlt-advice-buttons" },
        button(`play ${advice.best}`, { class: "tlt-play-best" },
               () => send({ do: "act", action: advice.best })),
        button(advice.line.length > 1 ? `try its line (${advice.line.length} moves)` :
               "try it as a variation",
               { class: "tlt-coach-line",
                 title: "add the coach's line as a variation and stay here: redo steps " +
                        "through it" },
               () => send({ do: "coach_line" }))));
  }

  function drawLines(panel) {
    return panel.tree ? drawTree(panel.tree, send) : null;
  }

  function drawSettings(panel) {
    const seats = panel.seats.map((s) => {
      const select = h("select", { class: `tlt-seat tlt-seat-${s.seat}`,
                                   "aria-label": `seat ${s.seat}` },
        panel.bots.map((b) => h("option", { value: b, selected: b === s.who }, b)));
      select.addEventListener("change", () => send({ do: "seat", seat: s.seat, who: select.value }));
      return h("label", {}, `seat ${s.seat} `, select);
    });
    const mode = h("select", { class: "tlt-mode", "aria-label": "the picture shows" },
      panel.modes.map((m) => h("option", { value: m, selected: m === panel.mode }, m)));
    mode.addEventListener("change", () => send({ do: "mode", mode: mode.value }));
    return h("div", { class: "tlt-row tlt-settings" }, seats, h("label", {}, "picture: ", mode));
  }

  function drawLog(panel) {
    return h("div", { class: "tlt-log" }, h("b", {}, "Event log"),
      panel.log.map((e) => h("div", {}, h("code", {}, String(e.step).padStart(3)), " ", e.text,
                             " ", h("span", { class: "tlt-rule" }, `[${e.rule}]`))));
  }

  function drawSide() {
    const panel = model.get("panel");
    if (!panel || !panel.status) return;
    arrived();
    status.textContent = "";
    status.append(h("b", {}, panel.status), h("span", { class: "tlt-viewer" }, ` · ${panel.viewer}`));
    const json = (x) => JSON.stringify(x);
    part("lesson", json(panel.lesson), () => drawLesson(panel.lesson));
    markPoints(panel.lesson);
    root.classList.toggle("tlt-lesson-mode", Boolean(panel.lesson));
    part("choices", json([panel.curtain, panel.menu, panel.hidden, panel.chance]),
         () => drawChoices(panel));
    part("message", json(panel.message), () => panel.message &&
         h("div", { class: panel.message[0] ? "tlt-ok" : "tlt-no" }, panel.message[1]));
    const coach = panel.coach ?? { offered: false };
    part("coach", json([coach.thinking, coach.advice]), () => drawCoach(coach));
    part("ask", json([panel.viewer, panel.curtain]), drawAsk);  // emptied for the next seat
    part("nav", json([panel.position, panel.positions, panel.can_undo, panel.can_redo,
                      panel.can_bot, coach.offered, coach.thinking]), () => drawNav(panel));
    const treeFocused = parts.lines.el.contains(document.activeElement);
    part("lines", json(panel.tree), () => drawLines(panel));
    if (treeFocused) parts.lines.el.querySelector(".tlt-tree")?.focus();  // keys keep working
    part("settings", json([panel.seats, panel.mode, panel.modes]), () => drawSettings(panel));
    // The log keeps its newest events in view, unless the reader scrolled up to read older
    // ones: then it keeps their place.
    const oldLog = parts.log.el.querySelector(".tlt-log");
    const pinned = !oldLog || oldLog.scrollHeight - oldLog.scrollTop - oldLog.clientHeight < 8;
    const kept = oldLog ? oldLog.scrollTop : 0;
    part("log", json(panel.log), () => drawLog(panel));
    const newLog = parts.log.el.querySelector(".tlt-log");
    if (newLog && newLog !== oldLog) {
      const place = () => { newLog.scrollTop = pinned ? newLog.scrollHeight : kept; };
      place();
      requestAnimationFrame(place);  // once laid out, if it was not yet
    }
    root.classList.toggle("tlt-busy", Boolean(panel.busy));
    for (const b of side.querySelectorAll("button, select, input")) {
      b.disabled = Boolean(panel.busy) || b.hasAttribute("data-off");
    }
    root.classList.remove("tlt-waiting");
    if (clicked && !panel.busy) {
      const t = clicked;
      clicked = null;
      requestAnimationFrame(() => {
        t.table = performance.now() - t.at;
        if (t.picture === undefined) t.picture = t.table;
        timings().push(t);
      });
    }
  }

  function drawStyle() {
    const css = model.get("sheet");
    if (sheet.textContent !== css) sheet.textContent = css;
  }

  function drawSize() {
    root.dataset.size = model.get("size");
    fit();
  }

  board.addEventListener("click", (event) => {
    const target = event.target.closest("[data-pick]");
    if (target && board.contains(target)) send({ do: "pick", token: target.dataset.pick });
  });
  model.on("change:sheet", drawStyle);
  model.on("change:board", drawBoard);
  model.on("change:panel", drawSide);
  model.on("change:size", drawSize);
  // Fit again when the room changes (a resized window or cell), not when the picture's own
  // height does: that happens on many moves and fitKept() has dealt with it.
  let roomSeen = "";
  const observer = new ResizeObserver(() => {
    const seen = `${wrap.clientWidth}x${window.innerHeight}`;
    if (seen !== roomSeen) { roomSeen = seen; fit(); }
  });
  observer.observe(wrap);
  drawStyle();
  drawBoard();
  drawSide();
  drawSize();
  return () => observer.disconnect();
}

export default { render };
