"""What the marks on the Body, Mind and Addiction tracks mean.

All three are the same row of boxes: a lasting mark from the left (``/``: injury, trauma,
addiction) and a passing one from the right (``\\``: stun, shock, doses) [000 "a / and a \\
form an X"]. The core :class:`Track` counts them; this module gives them their meaning.
"""

from __future__ import annotations

from ...core.track import Track

INJURY_MARKS = (2, 4, 6, 8)
"""[000 "at their second, fourth, sixth and eighth box of injury"]"""


def injury_penalty(injury: int, penalties: tuple[int, ...]) -> int:
    """The penalty to all actions at this much injury (a negative number or 0)."""
    reached = sum(1 for mark in INJURY_MARKS if injury >= mark)
    return -penalties[reached - 1] if reached else 0


def crossed(track: Track, full_triggers: bool = False) -> bool:
    """The right-hand marks fill the track or meet the left-hand ones in an X.

    A track exactly full of both marks with no X does not count, unless the group reads it so
    (``full_triggers``) [DIGEST 000-12 #1]."""
    if track.right_full or track.overlap > 0:
        return True
    return full_triggers and track.right > 0 and track.left + track.right >= track.length


def dying(body: Track) -> bool:
    """[000 "If the Body track completely fills with injury, the character is dying."]"""
    return body.left_full


def incapacitated(body: Track, full_triggers: bool = False) -> bool:
    """[000 "if the Body track fills with stun, or if stun and injury overlap ... the
    character is incapacitated"]"""
    return crossed(body, full_triggers)


def broken_down(mind: Track) -> bool:
    """[000 "If the Mind track fills with trauma, the character’s mental health permanently
    breaks down."]"""
    return mind.left_full


def addicted(track: Track) -> bool:
    """[000 "When the addiction status track for a substance is filled with points of
    addiction, the character is addicted"]"""
    return track.left_full


def convert(track: Track) -> Track:
    """Clear the right-hand marks and add one left-hand mark: an episode on the Mind track
    [000 "This will remove all of their current shock and replace it with +1 trauma."], a new
    box of addiction on an Addiction track [000 "it is emptied of doses and gains a box of
    addiction"]."""
    return track.model_copy(update={"right": 0, "left": min(track.length, track.left + 1)})


def dying_minutes(phys: int) -> str:
    """[000 "they die within PHYS÷2 minutes"], kept as a fraction [DIGEST 000-12 #9]."""
    return f"{phys // 2}" if phys % 2 == 0 else f"{phys / 2:g}"


def breath_time(phys: int) -> str:
    """[000 "hold their breath ... for PHYS×30s"]"""
    seconds = phys * 30
    minutes, rest = divmod(seconds, 60)
    if not minutes:
        return f"{rest} s"
    return f"{minutes} min" + (f" {rest} s" if rest else "")
