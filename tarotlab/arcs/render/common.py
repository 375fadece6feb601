"""Small pieces of the Arcs HTML view every part of it uses: seat colours, resource chips,
raid-cost keys, action cards, card backs."""

from __future__ import annotations

from functools import lru_cache

from ...core.engine import CHANCE
from ...core.present import esc
from ..components import ACTION_CARDS, SUIT_ACTIONS, SUIT_CODE

SEAT_COLOURS: tuple[str, ...] = ("#0072B2", "#C04F00", "#007A5A", "#A8508A")
"""Seat 0-3: blue, vermillion, bluish green, reddish purple (Okabe-Ito hues, darkened so
white text on them keeps a 4.5:1 contrast). Every coloured piece also carries its seat
number, so colour is never the only cue."""
SEAT_NAMES: tuple[str, ...] = ("blue", "vermillion", "green", "purple")


# Planet tints and resource chips follow the planet types' colours on the board (Material
# sand, Fuel amber, Weapon red, Relic teal, Psionic violet); action-card suits follow the
# cards (Administration blue, Aggression red, Construction orange, Mobilization green).
TYPE_TINT = {"Material": "#e7dcc8", "Fuel": "#f6e3a3", "Weapon": "#f3bdb3",
              "Relic": "#bfe3de", "Psionic": "#dfcdf0"}
_RES_CLASS = {"Material": "mat", "Fuel": "fue", "Weapon": "wea", "Relic": "rel", "Psionic": "psi"}
AMBITION_WORDS = {"captives": "Captives", "trophies": "Trophies"}


@lru_cache(maxsize=1024)
def seat_chip(seat: int, text: str, title: str = "") -> str:
    """A chip in the seat's colour (kept: the same few chips are drawn in every view)."""
    tip = f' title="{esc(title)}"' if title else ""
    return (f'<span class="tl-seatchip" style="--c:{colour(seat)}" data-owner="{seat}"{tip}>'
            f'{esc(text)}</span>')


def colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def res_chip(kind: str) -> str:
    return f'<span class="tl-res tl-{_RES_CLASS.get(kind, "mat")}">{esc(kind)}</span>'


def keys_chip(n: int) -> str:
    return (f'<span class="tl-keys" data-keys="{n}" title="raid cost: {n} '
            f'key{"" if n == 1 else "s"}">{n} key{"" if n == 1 else "s"}</span>')


@lru_cache(maxsize=256)
def action_card(code: str, zeroed: bool = False) -> str:
    """A face-up action card: number on the suit's colour, suit, pips, declarable ambition
    (kept: there are only 28 cards, drawn in every hand and round)."""
    info = ACTION_CARDS[code]
    amb = {None: "no ambition", "any": "any ambition"}.get(info.ambition, info.ambition)
    title = (f"{info.name}: {info.pips} pip{'s' if info.pips != 1 else ''} "
             f"({', '.join(SUIT_ACTIONS[info.suit])}); declares {amb}")
    zero = ""
    if zeroed:
        title += "; the zero marker covers its number"
        zero = '<span class="tl-zero" title="zero marker: an ambition was declared">0</span>'
    cls = f"tl-card tl-{SUIT_CODE[info.suit]}" + (" tl-zeroed" if zeroed else "")
    return (f'<span class="{cls}" data-card="{esc(code)}" data-pick="{esc(code)}" '
            f'title="{esc(title)}">'
            f'<b>{info.number}</b>{zero}{esc(info.suit)}<span class="tl-pips">'
            f'{"●" * info.pips}</span><small>{esc(amb)}</small></span>')


def card_back(what: str) -> str:
    return f'<span class="tl-back" title="{esc(what)}">face down</span>'


def who(seat: int | None) -> str:
    if seat is None:
        return ""
    return "chance" if seat == CHANCE else f"seat {seat}"


