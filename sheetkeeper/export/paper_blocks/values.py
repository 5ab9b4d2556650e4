"""Values written in boxes: a field, a grid of attributes or derived values, the states in
force, the notes and the portrait."""

from __future__ import annotations

import base64
import binascii
from typing import TYPE_CHECKING

from ...forms.words import choice_words
from ...sheet import Block
from ...translate import shown
from ..flat import Badge, Badges, Fields, Grid, Picture, Target, Text, plain
from ..parts import cut, part_name

if TYPE_CHECKING:
    from ..reading import Reader


def field(block: Block, r: Reader) -> Fields:
    multiline = bool(getattr(block.element, "multiline", False))
    value = block.value
    if isinstance(value, str) and value in (getattr(block.element, "choices", None) or ()):
        value = choice_words(value, r.character.system)  # as the sheet on screen shows it
    cell = r.write("", value, r.name(block.bind), multiline=multiline,
                   target=Target("field", block.bind, block.label))
    return Fields(block.label, (cell,))


def attributes(block: Block, r: Reader) -> Grid:
    return Grid(block.label if block.element and block.element.label else "",
                tuple(_item(item, r) for item in block.children))


def derived(block: Block, r: Reader) -> Grid:
    return attributes(block, r)


def _item(item: Block, r: Reader):  # noqa: ANN202
    note = r.odds_of(item.check).split(" · ")[0]  # the chance; the extras are in the table
    if item.bind:
        return r.write(item.label, item.value, r.name(item.bind), note=note,
                       target=Target("field", item.bind, item.label))
    value = shown(item.value) if isinstance(item.value, str) else item.value
    return r.write(shown(item.label), value, r.name("derived", item.key), note=note,
                   target=Target("fixed", "", item.label))


def states(block: Block, r: Reader) -> Badges:
    badges = () if r.blank else tuple(Badge(shown(s.name), shown(s.meaning), s.severity)
                                      for s in block.states)
    return Badges(block.label, badges, r.blank)


def notes(block: Block, r: Reader) -> Text:
    name = r.name(block.bind)
    text = "" if r.blank else plain(block.value)
    if not r.fillable:
        r.fields[name] = text
        r.targets[name] = Target("field", block.bind, block.label)
        return Text(block.label, text, name, r.blank)
    parts = cut(text, r.share)
    for number, part in enumerate(parts, 1):
        r.fields[part_name(name, number)] = part
    r.targets[name] = Target("text", block.bind, block.label, length=len(parts))
    return Text(block.label, text, name, r.blank, tuple(parts) if len(parts) > 1 else ())


def portrait(block: Block, r: Reader) -> Picture:
    data = None
    if not r.blank and block.value:
        try:
            data = base64.b64decode(block.value, validate=True)
        except (binascii.Error, ValueError):
            data = None
    return Picture(block.label, data)
