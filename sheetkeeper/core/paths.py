"""Read and replace values inside a character by a dotted path ("body", "skills.3.rank").

Replacement is copy-on-write: every model and list along the path is copied, the rest is
shared, and pydantic validates the assignment. The original is never changed. A fixed
number of values (Rainworld's four injury penalties, a tuple) is stepped into as a list is
(``options.injury_penalties.1``). Setting a value inside an optional part that is absent
(GRIMWIRE's seventh attribute, ``extra_attribute.value``) brings the part in with its
defaults first; reading inside it still names nothing.
"""

from __future__ import annotations

import types
import typing
from functools import cache
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from .actions import Refusal


class NoSuchPath(Refusal, KeyError):
    """A path that names nothing in the character: a refusal when an action names it (the
    user's to fix, from the command line or the API), and a KeyError for code that looks."""

    def __str__(self) -> str:
        return self.message


@cache
def fields_of(model: type[BaseModel]) -> dict[str, FieldInfo]:
    """A model's fields by name. Kept per model: reading ``model_fields`` goes through
    pydantic's descriptor each time, and paths are read for every row of a long list."""
    return model.model_fields


def _step(node: Any, key: str) -> Any:
    if isinstance(node, BaseModel):
        if key not in fields_of(type(node)):
            raise NoSuchPath(f"no field {key!r}")
        return getattr(node, key)
    if isinstance(node, list | tuple):
        try:
            return node[int(key)]
        except ValueError:
            raise NoSuchPath(f"{key!r} is not a row number") from None
        except IndexError:
            raise NoSuchPath(f"no row {key} (there are {len(node)})") from None
    if isinstance(node, dict):
        if key not in node:
            raise NoSuchPath(f"no entry {key!r}")
        return node[key]
    raise NoSuchPath(f"cannot look up {key!r} in a {type(node).__name__}")


def get_path(root: Any, path: str) -> Any:
    if "." not in path and isinstance(root, BaseModel) and path in fields_of(type(root)):
        return getattr(root, path)  # a model's own field: the common case, asked on every change
    node = root
    for key in _split(path):
        node = _step(node, key)
    return node


def read_path(root: Any, path: str) -> Any:
    """As :func:`get_path`, but a value inside an optional part that is absent (GRIMWIRE's
    seventh attribute before it is in play) reads as None: what a sheet shows there."""
    node = root
    for key in _split(path):
        if node is None:
            return None
        node = _step(node, key)
    return node


def set_path(root: Any, path: str, value: Any) -> Any:
    """A copy of ``root`` with the value at ``path`` replaced (validated)."""
    keys = _split(path)
    if not keys:
        return value
    return _replace(root, keys, value)


def _replace(node: Any, keys: list[str], value: Any) -> Any:
    key, rest = keys[0], keys[1:]
    inside = _step(node, key)
    if inside is None and rest and isinstance(node, BaseModel):
        inside = _absent_part(type(node), key)
    child = _replace(inside, rest, value) if rest else value
    if isinstance(node, BaseModel):
        copy = node.model_copy()
        setattr(copy, key, child)  # validate_assignment checks the new value
        return copy
    if isinstance(node, list | tuple):
        copy_list = list(node)
        try:
            copy_list[int(key)] = child
        except (ValueError, IndexError):
            raise NoSuchPath(f"no row {key} (there are {len(node)})") from None
        return type(node)(copy_list) if isinstance(node, tuple) else copy_list
    if isinstance(node, dict):
        copy_dict = dict(node)
        copy_dict[key] = child
        return copy_dict
    raise NoSuchPath(f"cannot set {key!r} in a {type(node).__name__}")


def _absent_part(model: type[BaseModel], key: str) -> BaseModel:
    """The optional part ``key`` of ``model`` (``X | None``, ``X`` a model) with its defaults."""
    annotation = fields_of(model)[key].annotation
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        parts = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(parts) == 1 and isinstance(parts[0], type) and issubclass(parts[0], BaseModel):
            try:
                return parts[0]()
            except ValidationError:
                pass  # a part without defaults is brought in whole, not value by value
    raise NoSuchPath(f"{key!r} is not in play")


def _split(path: str) -> list[str]:
    return [k for k in path.split(".") if k] if path else []
