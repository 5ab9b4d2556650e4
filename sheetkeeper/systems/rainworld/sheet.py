"""What the sheet shows beyond saved fields: derived values, states in force, findings."""

from __future__ import annotations

from ...core.actions import Derived, Finding, State, cited
from ...core.words import QT_TRANSLATE_NOOP
from . import tracks
from .catalogue import ATTACK_SKILLS, AUTOFIRE, QUIRKS
from .checks import equipment_ranks
from .combat import burst_threshold
from .derived_sources import SOURCES
from .model import Gear, RainworldCharacter, Weapon

TRACK_BOXES = 10
"""[000 "Each character has two 10-box status tracks, Body and Mind."]"""


def injury_penalty(c: RainworldCharacter) -> int:
    return tracks.injury_penalty(c.body.left, c.options.injury_penalties)


class Quirks:
    """Every quirk's own ranks and the equipment adding to it, read once for the whole sheet
    (a quirk's ranks are its first row's, as :meth:`~.model.RainworldCharacter.quirk_ranks`
    reads them)."""

    def __init__(self, c: RainworldCharacter) -> None:
        self.own: dict[str, int] = {}
        for q in c.quirks:
            self.own.setdefault(q.name, q.rank)
        self.gear: dict[str, list[Gear]] = {}
        for g in c.gear:
            if g.quirk and g.ranks > 0:
                self.gear.setdefault(g.quirk, []).append(g)

    def effective(self, quirk: str) -> tuple[int, str]:
        """Effective ranks and which single piece of equipment adds to them."""
        own, items = self.own.get(quirk, 0), self.gear.get(quirk, [])
        best = max(items, key=lambda g: g.ranks, default=None)
        ranks = equipment_ranks(own, [g.ranks for g in items])
        return ranks, (f"{own} + {best.name} {best.ranks}" if best else f"{own}")


def effective_quirk(c: RainworldCharacter, quirk: str) -> tuple[int, str]:
    """Effective ranks and which single piece of equipment adds to them."""
    return Quirks(c).effective(quirk)


def quirk_names(c: RainworldCharacter) -> list[str]:
    names = dict.fromkeys(QUIRKS)
    names.update(dict.fromkeys(q.name for q in c.quirks if q.name))
    names.update(dict.fromkeys(g.quirk for g in c.gear if g.quirk))
    return list(names)


def weapon_summary(c: RainworldCharacter, w: Weapon, autofire: int | None = None) -> str:
    """``autofire``: the effective Autofire ranks, when the caller has them (every weapon of
    the sheet is summed up with the same)."""
    parts = [f"DMG {w.dmg}", f"AP {w.ap}"]
    if w.increment:
        parts.append(f"Increment {w.increment} m")
    modes = (["single"] if w.single else []) + ([f"burst {w.burst}"] if w.burst else [])
    modes += ["auto"] if w.auto else []
    if modes and w.skill == "Firearms":
        parts.append("/".join(modes))
    if w.burst or w.auto:
        if autofire is None:
            autofire, _ = effective_quirk(c, AUTOFIRE)
        parts.append(f"hits on {burst_threshold(autofire, 0)}+ (spraying 10+)")
    if w.min_phys:
        parts.append(f"min PHYS {w.min_phys}")
    return ", ".join(parts)


def derived(c: RainworldCharacter) -> list[Derived]:
    body, mind = c.body, c.mind
    penalty = injury_penalty(c)
    out = [
        Derived("injury_penalty", QT_TRANSLATE_NOOP("Rules", "Injury penalty"),
                QT_TRANSLATE_NOOP("Rules", "{penalty} to all actions").format(penalty=penalty) if penalty
                else QT_TRANSLATE_NOOP("Rules", "none")),
        Derived("body", QT_TRANSLATE_NOOP("Rules", "Body"), QT_TRANSLATE_NOOP("Rules", "{injury} injury, {stun} stun of {boxes}").format(
            injury=body.left, stun=body.right, boxes=body.length)),
        Derived("mind", QT_TRANSLATE_NOOP("Rules", "Mind"), QT_TRANSLATE_NOOP("Rules", "{trauma} trauma, {shock} shock of {boxes}").format(
            trauma=mind.left, shock=mind.right, boxes=mind.length)),
        *_other_tracks(c),
        Derived("click", QT_TRANSLATE_NOOP("Rules", "Click"), QT_TRANSLATE_NOOP("Rules", "{current} of {most}").format(
            current=c.click.current, most=c.click_stat)),
        Derived("movement", QT_TRANSLATE_NOOP("Rules", "Movement"), QT_TRANSLATE_NOOP("Rules", "MV {mv} per round, {sprint} sprinting").format(
            mv=c.mv, sprint=2 * c.mv)),
        Derived("throw_range", QT_TRANSLATE_NOOP("Rules", "Throw without penalty"), QT_TRANSLATE_NOOP("Rules", "{metres} m").format(
            metres=min(c.phys, c.con))),
        Derived("breath", QT_TRANSLATE_NOOP("Rules", "Hold breath"), tracks.breath_time(c.phys)),
        Derived("dying_time", QT_TRANSLATE_NOOP("Rules", "Dying: dies within"), QT_TRANSLATE_NOOP("Rules", "{minutes} minutes").format(
            minutes=c.phys / 2)),
        Derived("xp", QT_TRANSLATE_NOOP("Rules", "XP available"), str(c.ledger.xp_available)),
    ]
    worn = [a for a in c.armour if a.worn]
    out.append(Derived("armour", QT_TRANSLATE_NOOP("Rules", "Armour STOP"),
                       ", ".join(f"{a.name or 'armour'} {a.stop}" for a in worn) or QT_TRANSLATE_NOOP("Rules", "none")))
    quirks = Quirks(c)
    for name in quirk_names(c):
        ranks, how = quirks.effective(name)
        out.append(Derived(f"quirk:{name}", QT_TRANSLATE_NOOP("Rules", "{quirk} (effective)").format(quirk=name),
                           f"{ranks}" + (f" ({how})" if "+" in how else "")))
    autofire, _ = quirks.effective(AUTOFIRE)
    for i, w in enumerate(c.weapons):
        out.append(Derived(f"weapon:{i}", w.name or f"Weapon {i + 1}", weapon_summary(c, w, autofire)))
    return cited(out, SOURCES)


def _other_tracks(c: RainworldCharacter) -> list[Derived]:
    out = []
    if c.reality is not None:
        out.append(Derived("reality", QT_TRANSLATE_NOOP("Rules", "Reality"), QT_TRANSLATE_NOOP("Rules", "{marked} of {boxes} (rules in the Ganzfeld section)").format(
            marked=c.reality.left, boxes=c.reality.length)))
    for i, a in enumerate(c.addictions):
        out.append(Derived(f"addiction:{i}", a.substance or f"Substance {i + 1}",
                           f"{a.track.left} addiction, {a.track.right} "
                           f"dose{'s' if a.track.right != 1 else ''} of "
                           f"{a.track.length}"))
    return out


def states(c: RainworldCharacter) -> list[State]:
    full = c.options.full_track_triggers
    out: list[State] = []
    if tracks.dying(c.body):
        if c.stabilised:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Stabilised"),
                             QT_TRANSLATE_NOOP("Rules", "Dying but stabilised; surviving adds 1 trauma when the injury heals"),
                             "warning", ("body",)))
        else:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Dying"), QT_TRANSLATE_NOOP("Rules", "Dies within {minutes} minutes (PHYS÷2) unless stabilised "
                             "by medical attention or 1 Click").format(minutes=c.phys / 2),
                             "danger", ("body",)))
    if tracks.incapacitated(c.body, full):
        out.append(State(QT_TRANSLATE_NOOP("Rules", "Incapacitated"), QT_TRANSLATE_NOOP("Rules", "Knocked unconscious or completely immobilised"),
                         "danger", ("body",)))
    penalty = injury_penalty(c)
    if penalty and not tracks.dying(c.body):
        out.append(State(QT_TRANSLATE_NOOP("Rules", "Injured {penalty}").format(penalty=penalty),
                         QT_TRANSLATE_NOOP("Rules", "{penalty} to all actions ({boxes} boxes of injury)").format(
                             penalty=penalty, boxes=c.body.left), "warning", ("body",)))
    if tracks.broken_down(c.mind):
        out.append(State(QT_TRANSLATE_NOOP("Rules", "Breakdown"), QT_TRANSLATE_NOOP("Rules", "Mental health permanently broken down: unfit for duty, "
                         "the character leaves play"), "danger", ("mind",)))
    elif tracks.crossed(c.mind, full):
        out.append(State(QT_TRANSLATE_NOOP("Rules", "Episode"), QT_TRANSLATE_NOOP("Rules", "An uncontrollable episode: shock clears and becomes "
                         "+1 trauma"), "danger", ("mind",)))
    for i, a in enumerate(c.addictions):
        name = a.substance or "a substance"
        if tracks.addicted(a.track):
            meaning = f"Addicted to {name} until every box of addiction is removed"
            if a.effects:
                meaning += f"; effects: {a.effects}"
            if a.withdrawal:
                meaning += f"; withdrawal: {a.withdrawal}"
            out.append(State(f"Addicted ({name})", meaning, "warning", (f"addictions.{i}.track",)))
    return out


def findings(c: RainworldCharacter, creation: bool = False) -> list[Finding]:
    out: list[Finding] = []
    for path in ("body", "mind"):
        if getattr(c, path).length != TRACK_BOXES:
            out.append(Finding(path, f"the {path.title()} track has {TRACK_BOXES} boxes"))
    for field in ("skills", "quirks"):
        seen: set[str] = set()
        for i, row in enumerate(getattr(c, field)):
            if not row.name:
                out.append(Finding(f"{field}.{i}", "give this row a name or remove it"))
            elif row.name in seen:
                out.append(Finding(f"{field}.{i}", f"{row.name} appears twice; keep one row"))
            seen.add(row.name)
    full = c.options.full_track_triggers
    if tracks.crossed(c.mind, full) and not tracks.broken_down(c.mind):
        out.append(Finding("mind", "shock meets trauma: apply the episode (clear the shock, "
                           "+1 trauma)", "warning"))
    for i, a in enumerate(c.addictions):
        if not a.substance:
            out.append(Finding(f"addictions.{i}", "name the substance", "warning"))
        if tracks.crossed(a.track, full):
            out.append(Finding(f"addictions.{i}", "doses meet addiction: clear the doses and "
                               "add 1 addiction", "warning"))
    on_sheet = {s.name for s in c.skills}
    for i, w in enumerate(c.weapons):
        if w.skill not in ATTACK_SKILLS and w.skill not in on_sheet:
            out.append(Finding(f"weapons.{i}.skill", f"{w.skill!r} is not a skill on this "
                               "sheet; attacks with it count as untrained", "warning"))
        if w.skill == "Firearms" and not w.increment:
            name = w.name or "this firearm"
            out.append(Finding(f"weapons.{i}.increment", f"enter the Increment of {name} in "
                               "metres for range modifiers", "warning"))
    for i, g in enumerate(c.gear):
        if g.ranks and not g.quirk:
            out.append(Finding(f"gear.{i}.quirk", "name the quirk these ranks add to", "warning"))
    if creation:
        out.append(Finding("", "the rules excerpt gives no creation budgets; enter stats, "
                           "skills and quirks as agreed with Control", "info"))
    return out
