"""Sheet layouts (``forms/*.toml``) read into a :class:`FormSpec`."""

from .spec import Element, FormProblem, FormSpec, form_for, load_form

__all__ = ["Element", "FormProblem", "FormSpec", "form_for", "load_form"]
