"""Table: an ipywidgets front end for any game's Session.

Layout (DESIGN.md): a status line, the rendered view, the legal actions as buttons (and
the other candidates greyed, with the rule that forbids them as a tooltip), a box to try
any action and be told why it is or is not legal, undo/redo and a timeline slider,
"bot plays this seat" pickers, a perspective switch, and the event log with rule
citations. Callbacks only call the Session and refresh from its view.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..bots import BOT_NAMES
from ..core.engine import ALL, CHANCE
from ..core.rules import Verdict
from .session import Session

_PERSON = "person"
CHANCE_LABEL = "roll / flip (seeded)"
LOG_LINES = 14
MAX_BUTTONS = 60
"""With more candidate actions than this, the Table shows one kind of action at a time
(``lead``, ``move``, ``build``…) and a row of kind buttons to switch (Arcs' moves can number
in the hundreds)."""


class Table(widgets.VBox):  # type: ignore[misc]
    """Play, step through and explain a game: ``Table(Session("arcana", seed=1))``."""

    def __init__(self, session: Session | str, *, autoplay_bots: bool = True,
                 show_candidates: bool = True, **options: Any) -> None:
        self.session = session if isinstance(session, Session) else Session(session, **options)
        self.autoplay_bots = autoplay_bots
        self.show_candidates = show_candidates
        self._pool: list[widgets.Button] = []
        self._button_layout = widgets.Layout(width="auto")
        self.message = widgets.HTML()
        self.status = widgets.HTML()
        self.board = widgets.HTML()
        self.actions = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.kinds = widgets.ToggleButtons(options=[], layout=widgets.Layout(display="none"),
                                           tooltips=[], style={"button_width": "auto"})
        self._syncing_kinds = False
        legal = self.session.state.legal_actions()
        example = f", e.g. {legal[-1]}" if legal else ""
        self.try_text = widgets.Text(placeholder=f"type any action{example}",
                                     layout=widgets.Layout(width="280px"))
        self.try_button = widgets.Button(description="why / why not?", tooltip="check the "
                                         "action against the rules without playing it")
        self.undo_button = widgets.Button(description="undo", icon="undo")
        self.redo_button = widgets.Button(description="redo", icon="repeat")
        self.bot_button = widgets.Button(description="bot move", icon="android",
                                         tooltip="let a bot decide for the seat to move")
        self.timeline = widgets.IntSlider(description="position", min=0, max=0,
                                          continuous_update=False)
        seats = self.session.state.players
        bot_choices = [_PERSON, *BOT_NAMES]
        self.seat_pickers = [
            widgets.Dropdown(options=bot_choices, description=f"seat {s}",
                             value=self.session.bots[s].name if s in self.session.bots
                             else _PERSON, layout=widgets.Layout(width="180px"))
            for s in range(seats)
        ]
        perspectives = [("everything", ALL), ("spectator", None)] + [
            (f"seat {s}", s) for s in range(seats)]
        self.perspective = widgets.Dropdown(options=perspectives, value=self.session.perspective,
                                            description="view as")
        self.event_log = widgets.HTML()
        self.output = widgets.Output()

        self.try_button.on_click(lambda _: self._show(self.session.state.check(self.try_text.value),
                                                      self.try_text.value))
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.bot_button.on_click(lambda _: self.bot())
        self.timeline.observe(self._on_timeline, names="value")
        self.kinds.observe(self._on_kind, names="value")
        self.perspective.observe(self._on_perspective, names="value")
        for seat, picker in enumerate(self.seat_pickers):
            picker.observe(lambda change, seat=seat: self._on_bot_pick(seat, change["new"]),
                           names="value")
        super().__init__([
            self.status, self.board, self.message, self.kinds, self.actions,
            widgets.HBox([self.try_text, self.try_button]),
            widgets.HBox([self.undo_button, self.redo_button, self.bot_button, self.timeline]),
            widgets.HBox([*self.seat_pickers, self.perspective]),
            self.event_log, self.output,
        ])
        if autoplay_bots:
            self.session.play_bots()  # bots that move first do so at once
        self.refresh()

    # ------------------------------------------------------------------ actions from code
    def choose(self, action: str) -> Verdict:
        """Play an action as if its button were clicked; returns the verdict."""
        with self.output:
            verdict = self.session.play(action)
            self._show(verdict, action)
            if verdict.ok and self.autoplay_bots:
                self.session.play_bots()
            self.refresh()
        return verdict

    def click(self, label: str) -> Verdict:
        """Click the action button labelled ``label`` (what a person does)."""
        for button in self.actions.children:
            if button.description == label:
                if button.disabled:
                    return self.session.state.check(label)
                button.click()
                return self._last
        return self.session.state.check(label)

    def undo(self) -> Verdict:
        """Go back to the last position where a person (not a bot) was to decide."""
        with self.output:
            verdict = self.session.undo()
            while (verdict.ok and self.session.position > 0
                   and self.session.state.to_move in self.session.bots):
                verdict = self.session.undo()
            self._show(verdict, "undo")
            self.refresh()
        return verdict

    def redo(self) -> Verdict:
        with self.output:
            verdict = self.session.redo()
            self._show(verdict, "redo")
            self.refresh()
        return verdict

    def bot(self) -> Verdict:
        with self.output:
            state = self.session.state
            verdict = self.session.chance() if state.to_move == CHANCE else self.session.bot_move()
            self._show(verdict, "bot move")
            self.refresh()
        return verdict

    # ------------------------------------------------------------------ callbacks
    def _on_timeline(self, change: dict[str, Any]) -> None:
        if change["new"] != self.session.position:
            with self.output:
                self.session.goto(change["new"])
                self.refresh()

    def _on_perspective(self, change: dict[str, Any]) -> None:
        self.session.perspective = change["new"]
        self.refresh()

    def _on_bot_pick(self, seat: int, name: str) -> None:
        with self.output:
            self.session.set_bot(seat, None if name == _PERSON else name)
            self.refresh()

    def _show(self, verdict: Verdict, action: str) -> None:
        self._last = verdict
        if verdict.ok:
            self.message.value = f"<span style='color:#1b5e20'>✔ {html.escape(action)}</span>"
        else:
            self.message.value = (
                f"<span style='color:#b71c1c'>✘ {html.escape(action)}: "
                f"[{html.escape(verdict.rule)}] {html.escape(verdict.reason)}</span>")

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        """Redraw everything from the session (no game logic here)."""
        session = self.session
        state = session.state
        self.status.value = f"<b>{html.escape(session.status())}</b>"
        self.board.value = session.view()._repr_html_()
        specs: list[tuple[str, str, bool, str]] = []
        if state.to_move == CHANCE:
            specs.append((CHANCE_LABEL, "let chance decide from the game's seed", False,
                          "warning"))
        pairs = (state.candidates() if self.show_candidates
                 else [(a, Verdict(True)) for a in state.legal_actions()])
        for action, verdict in pairs:
            tip = "legal" if verdict.ok else f"[{verdict.rule}] {verdict.reason}"
            specs.append((str(action), tip, not verdict.ok, ""))
        self._sync_buttons(self._one_kind(specs))
        self.undo_button.disabled = session.position == 0
        self.redo_button.disabled = session.position + 1 >= session.positions
        self.bot_button.disabled = state.is_over
        self.timeline.max = max(0, session.positions - 1)
        self.timeline.value = session.position
        lines = [
            f"<div><code>{e.step:>3}</code> {html.escape(e.text, quote=False)} "
            f"<span style='color:#6a1b9a'>[{html.escape(e.rule, quote=False)}]</span></div>"
            for e in session.events[-LOG_LINES:]
        ]
        self.event_log.value = ("<div style='font-size:12px;max-height:260px;overflow:auto;"
                          "border-top:1px solid #ccc;padding-top:4px'><b>Event log</b>"
                          + "".join(lines) + "</div>")

    def _on_kind(self, change: dict[str, Any]) -> None:
        if not self._syncing_kinds:
            self.refresh()

    def _one_kind(self, specs: list[tuple[str, str, bool, str]]
                  ) -> list[tuple[str, str, bool, str]]:
        """All the buttons, or with more than MAX_BUTTONS those of the chosen kind."""
        if len(specs) <= MAX_BUTTONS:
            self.kinds.layout.display = "none"
            return specs
        counts: dict[str, int] = {}
        for label, _, disabled, _ in specs:
            kind = label.partition(" ")[0]
            counts[kind] = counts.get(kind, 0) + (not disabled)
        options = [(f"{kind} ({n})", kind) for kind, n in counts.items()]
        first_legal = next((label.partition(" ")[0] for label, _, disabled, _ in specs
                            if not disabled), options[0][1])
        self._syncing_kinds = True
        try:
            if list(self.kinds.options) != options:
                keep = self.kinds.value
                self.kinds.options = options
                self.kinds.value = keep if counts.get(keep) else first_legal
            elif self.kinds.value not in counts:
                self.kinds.value = first_legal
        finally:
            self._syncing_kinds = False
        self.kinds.layout.display = ""
        chosen = self.kinds.value
        return [spec for spec in specs if spec[0].partition(" ")[0] == chosen]

    def _sync_buttons(self, specs: list[tuple[str, str, bool, str]]) -> None:
        """Show one button per (label, tooltip, disabled, style), reusing the buttons we have."""
        pool = self._pool
        while len(pool) < len(specs):
            button = widgets.Button(layout=self._button_layout)
            button.on_click(self._on_action_button)
            pool.append(button)
        for button, (label, tip, disabled, style) in zip(pool, specs, strict=False):
            if button.description != label:
                button.description = label
            if button.tooltip != tip:
                button.tooltip = tip
            if button.disabled != disabled:
                button.disabled = disabled
            if button.button_style != style:
                button.button_style = style
        self.actions.children = tuple(pool[:len(specs)])

    def _on_action_button(self, button: widgets.Button) -> None:
        if button.description == CHANCE_LABEL:
            self.bot()
        else:
            self.choose(button.description)
