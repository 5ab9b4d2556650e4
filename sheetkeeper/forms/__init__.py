"""Sheet layouts (``forms/*.toml``) read into a :class:`FormSpec`."""

from .spec import KINDS, Element, FormProblem, FormSpec, element, form_for, load_form

__all__ = ["KINDS", "Element", "FormProblem", "FormSpec", "element", "form_for", "load_form"]
