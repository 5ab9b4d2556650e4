"""Creation budgets [001 "02 Character"]."""

from __future__ import annotations

import pytest

from sheetkeeper.systems.lite.model import Attribute, Talent

from .conftest import make


def _messages(rules, c):
    return [f.message for f in rules.validate(c, creation=True) if f.severity == "error"]


def test_a_legal_character_has_no_creation_findings(rules, kay, angus):
    assert rules.validate(kay, creation=True) == []
    assert rules.validate(angus, creation=True) == []


def test_new_character_is_valid_in_play_but_not_finished(rules):
    c = rules.new("Fresh")
    assert [f for f in rules.validate(c) if f.severity == "error"] == []
    messages = _messages(rules, c)
    # 4 attributes at 2 = 8 of 14; no skills
    assert "6 attribute points left to spend." in messages
    assert "10 skill points left to spend." in messages
    # [001 "Your role description indicates which talents you can choose from"]: the
    # excerpt lists none, so the player is sent to the rulebook and types the talent
    assert "Pick one talent your role\'s description in the rulebook allows: press Add and type its name." in messages


@pytest.mark.parametrize(
    ("attributes", "message"),
    [
        ((4, 4, 4, 4), "2 attribute points too many: take them away (the total must be 14)."),
        ((3, 3, 3, 3), "2 attribute points left to spend."),
    ],
)
def test_exactly_fourteen_attribute_points(rules, attributes, message):
    # [001 "distribute a total of 14 points across the four attribute scores"]
    s, a, w, e = attributes
    assert message in _messages(rules, make(strength=s, agility=a, wits=w, empathy=e))


def test_five_is_only_allowed_for_the_key_attribute(rules):
    # [001 "The attribute listed as your “key attribute” by your role description may have a
    # starting score of 5."]
    c = make(strength=3, agility=5, wits=3, empathy=3, key="strength")
    assert "Agility 5 is only allowed for the key attribute (Strength)." in _messages(rules, c)
    assert _messages(rules, make(strength=3, agility=5, wits=3, empathy=3, key="agility")) == []


def test_attributes_start_at_two_or_more(rules):
    # [001 "Each attribute must have a starting value from 2 to 4"]
    c = make(strength=5, agility=1, wits=4, empathy=4, key="strength")
    assert "Agility 1 is below the starting minimum of 2." in _messages(rules, c)


def test_ten_skill_points_none_above_three(rules):
    # [001 "you get to distribute 10 points across your skills. The maximum starting level for
    # any skill is 3"]
    short = make(Fight=3, Endure=3, Notice=1)
    assert "2 skill points left to spend." in _messages(rules, short)
    high = make(Fight=4, Endure=3, Notice=2)
    assert "Fight 4 is above the starting maximum of 3." in _messages(rules, high)
    over = make(Fight=3, Endure=3, Notice=3, Lore=1)
    assert "1 skill point too many: lower some skills (the total is 10)." in _messages(rules, over)


def test_unspent_skill_points_can_be_a_warning(rules):
    # Digest ambiguity 7: leniency is configurable.
    c = make(Fight=3, Endure=3, Notice=1)
    c = c.model_copy(
        update={"house_rules": c.house_rules.model_copy(update={"lenient_skill_budget": True})}
    )
    warnings = [f.message for f in rules.validate(c, creation=True) if f.severity == "warning"]
    assert "2 skill points left to spend." in warnings
    assert _messages(rules, c) == []


def test_specialist_skill_needs_level_one(rules):
    # [001 "you must have at least level 1 in your specialist skill"]
    c = make(specialist=0, Fight=3, Endure=3, Notice=3, Lore=1)
    assert "Crafts needs at least level 1." in _messages(rules, c)


def test_exactly_one_talent_from_the_role(rules):
    # [001 "You can pick one talent when creating your character"]
    two = make().model_copy(
        update={"talents": [Talent(name="A", role="Tinkerer"), Talent(name="B", role="Tinkerer")]}
    )
    assert "Only one talent at creation; you have 2." in _messages(rules, two)
    other = make().model_copy(update={"talents": [Talent(name="Inspiring", role="Scrivener")]})
    assert "Inspiring is a Scrivener talent; pick one from the Tinkerer list." in _messages(
        rules, other
    )


def test_current_above_base_is_refused_by_the_model():
    with pytest.raises(ValueError):
        Attribute(base=3, current=4)
