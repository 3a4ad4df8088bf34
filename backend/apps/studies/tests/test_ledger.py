"""The statement ledger holds to its own rules: every entry quotes its study verbatim under a heading the study prints,
names what RACplan does with it (rules that exist and cite it back, a real field, fixture or figure, or a reason), and
sets the severity floor of the rules it names; every rule carries an entry; every candidate sentence of every study is
accounted for.

Pure and fast: no database. Each check lists every problem at once (``apps.studies.ledger.checks`` for the ledger's own
rules, ``apps.rules.ledger_checks`` for what its entries name); the tests at the end feed the checks broken entries, so
a check that could never fail would be caught.
"""

from __future__ import annotations

import pytest

from apps.rules import ledger_checks
from apps.rules.engine import SEVERITIES, all_rules
from apps.studies import STUDIES, Cite, ledger
from apps.studies.ledger import checks, coverage, policy, targets
from apps.studies.ledger.sentences import candidates, is_candidate, sentences
from apps.studies.ledger.types import (
    STATEMENT_KINDS,
    Does,
    Effect,
    SetAside,
    Statement,
    capacity,
    default,
    nothing,
    reference,
    rules,
)

STATEMENTS = ledger.statements()
SET_ASIDE = ledger.set_aside()


def test_every_quote_is_found_verbatim_and_is_at_most_two_sentences():
    assert checks.quote_problems(STATEMENTS) == []


def test_every_cite_names_a_heading_of_its_study():
    assert checks.cite_problems(STATEMENTS) == []


def test_ids_are_unique_well_formed_and_in_study_order():
    assert checks.id_problems(STATEMENTS) == []


def test_kinds_and_effects_are_valid():
    assert checks.kind_problems(STATEMENTS) == []


def test_every_disposition_names_something_real_and_rules_cite_the_entry_back():
    assert ledger_checks.disposition_problems(STATEMENTS) == []


def test_every_rule_meets_the_floor_of_the_entries_it_carries():
    assert ledger_checks.floor_problems(STATEMENTS) == []


def test_every_rule_of_the_catalogue_carries_an_entry():
    assert ledger_checks.unnamed_rules(STATEMENTS) == []


def test_set_aside_sentences_are_verbatim_and_have_a_reason():
    assert checks.set_aside_problems(SET_ASIDE) == []


@pytest.mark.parametrize("document", STUDIES)
def test_every_candidate_sentence_of_the_study_is_accounted_for(document):
    assert candidates(document), f"{document} has no candidate sentence: the scanner is not reading it"
    missing = [f"{s.line}: {s.text}" for s in coverage.uncovered(document)]
    assert missing == [], f"run `python -m apps.studies.ledger.coverage {document[:3]}`"


def test_the_floor_map_covers_every_kind_and_uses_the_engine_severities():
    assert policy.SEVERITY_ORDER == SEVERITIES
    assert set(policy.KIND_FLOOR) == set(STATEMENT_KINDS)
    assert set(policy.KIND_FLOOR.values()) <= set(SEVERITIES)
    assert policy.meets_floor("error", "setup") and policy.meets_floor("warning", "recommendation")
    assert not policy.meets_floor("advice", "recommendation") and not policy.meets_floor("warning", "failure_seen")


# --- the checks catch what they claim to ------------------------------------------------------------------------

def _sentence(document: str, skip: int = 0) -> tuple[str, str]:
    """A candidate sentence of a study and a heading of the same study (from a rule citing it)."""
    section = next(c.section for r in all_rules() for c in r.sources if c.document == document)
    return candidates(document)[skip].text, section


def _entry(**overrides) -> Statement:
    document = STUDIES[0]
    quote, section = _sentence(document)
    values = {"id": "000-001", "cite": Cite(document, section), "quote": quote, "kind": "setup",
              "does": (nothing("describes the study's lab only"),)}
    values.update(overrides)
    return Statement(**values)


def test_a_quote_that_is_not_in_the_study_or_too_long_is_reported():
    assert checks.quote_problems([_entry()]) == []
    assert checks.quote_problems([_entry(quote="RACplan wrote this sentence itself.")])
    # Three sentences of one line of the study, verbatim: one too many.
    every = sentences(STUDIES[0])
    three = next(" ".join(s.text for s in every[i:i + 3]) for i in range(len(every) - 2)
                 if every[i].line == every[i + 2].line)
    assert checks.sentence_count(three) == 3
    assert checks.quote_problems([_entry(quote=three)]) == [
        f"000-001: the quote holds 3 sentences; quote at most {checks.MAX_SENTENCES}"]


def test_a_cite_of_a_heading_the_study_lacks_is_reported():
    assert checks.cite_problems([_entry()]) == []
    assert checks.cite_problems([_entry(cite=Cite(STUDIES[0], "A heading nobody printed"))])
    assert checks.cite_problems([_entry(cite=Cite("999_nothing.txt", "Summary"))])


def test_ids_malformed_repeated_of_another_study_or_out_of_order_are_reported():
    first, second = candidates(STUDIES[0])[0], candidates(STUDIES[0])[-1]
    _, section = _sentence(STUDIES[0])
    a = _entry(id="000-001", quote=first.text, cite=Cite(STUDIES[0], section))
    b = _entry(id="000-002", quote=second.text, cite=Cite(STUDIES[0], section))
    assert checks.id_problems([a, b]) == []
    assert checks.id_problems([b, a])  # ids fall
    assert checks.id_problems([_entry(id="000-001", quote=second.text), _entry(id="000-002", quote=first.text)])
    assert checks.id_problems([a, a])
    assert checks.id_problems([_entry(id="0-1")])
    assert checks.id_problems([_entry(id="004-001")])  # cites study 000
    # An entry added later between two others takes the earlier one's id and a letter, and sorts between them.
    between = _entry(id="000-001a", quote=second.text, cite=Cite(STUDIES[0], section))
    assert checks.id_problems([a, between]) == []
    assert checks.id_problems([between, a])  # 000-001a comes after 000-001
    assert checks.id_problems([_entry(id="000-001A")]) and checks.id_problems([_entry(id="000-001ab")])


@pytest.mark.parametrize("sentence", [
    "This becomes critical to database server performance as these systems are configured with large amounts of RAM.",
    "It is not necessary for either the OCR or Voting Disk to be full disks.",
    "ASM is a special solution for Oracle databases and cannot be used as a standard file system.",
    "It is possible to enable RAID protection in either ASM or in hardware.",
    "This change yielded similar improvements in all the remaining configurations tested.",
    "A sufficient number of runs was made.",
    "Control files are essential to open the instance.",
    "Our belief is that the nodes ran out of memory.",
    "The user load per node became skewed.",
    "Multiple db writer processes are absolute necessities for good performance.",
    # Inflections of the same words and of the first list's.
    "A 10 Gb OSA link does not necessarily require a full 10 Gb infrastructure.",
    "Sending the block becomes unnecessary.",
    "Shared servers use less memory with possibly lower throughput.",
    "The 1 Gb link is insufficient for this load.",
    "The throughput line was essentially flat from 4P to 8P.",
    "We believe the troughs came from one instance.",
    "Smoothing those points would yield a near perfect graph.",
    "The fix would require a database restore.",
    "Dedicated servers carry the corresponding memory requirements.",
    "Data is protected in the event of failure of the database instance.",
    "srvctl can fail with this error:",
    "The problem is avoided with this workaround:",
    "Use the device that is fastest for the interconnect.",
    "InfiniBand does not need additional software from Oracle.",
    "A larger MTU might lead to a performance degradation.",
    "Two cluster file systems are supported for Oracle RAC on System z.",
    "In terms of raw throughput, FCP is the best performer.",
    "The study looked for the optimal user load per node.",
    "Ensure that the devices are not excluded from the device list.",
    "However, do not exit from the main installer session.",
    "Setting parallel_max_servers to 0 provided a small amount of improvement.",
    "The change improves the throughput driven per CPU.",
    "The throughput with NFS was just slightly lower than that of ASM.",
    "A smaller block size leads to a decrease in the interconnect traffic.",
    "One node took significantly longer to start up.",
    "The SGA has a limited size.",
])
def test_the_scanner_takes_the_wider_normative_and_measured_words(sentence):
    assert is_candidate(sentence)


@pytest.mark.parametrize("sentence", [
    "The cluster had two nodes in one machine.",
    "Each node ran SLES 10 SP2 with two IFLs.",
    "The installer then copies the binaries to the other node.",
    # Whole words only: a longer word that merely starts like a trigger holds none of its own.
    "The nodes were named after criticality classes.",
    "The possibility of a third node was discussed.",
    "The essence of cache fusion is shipping blocks between nodes.",
    "The failover test ran on Tuesday.",
    "The needle of the gauge stayed at zero.",
    "The limitless sky over the data centre.",
])
def test_the_scanner_leaves_plain_description_alone(sentence):
    assert not is_candidate(sentence)


@pytest.mark.parametrize(("study", "sentence"), [
    ("000", "It is not necessary for either the OCR or Voting Disk to be full disks."),
    ("000", "ASM is a special solution for Oracle databases and cannot be used as a standard file system."),
    ("000", "As shown here, the use of a 10 Gb OSA connection does not necessarily require a full 10 Gb "
            "infrastructure with switches, and so forth."),
    ("000", "Note: Although you can download Oracle RAC and its patches and associated software at any time, do "
            "not install these products until after you have properly prepared the target Linux systems."),
    ("001", "This change yielded similar improvements in all the remaining configurations tested."),
    ("001", "In terms of raw throughput, FCP is clearly the best performer."),
    ("001", "These tests showed that the throughput with NFS was just slightly lower than that of ASM with QLogic "
            "iSCSI HBAs, making it a very attractive protocol for RAC data storage."),
    ("003", "It is possible to enable RAID protection in either ASM or in hardware."),
    ("003", "This becomes critical to database server performance as these systems are configured with large "
            "amounts of RAM."),
    ("003", "Support for InfiniBand fabrics as the cluster interconnect is straightforward and does not need "
            "additional software from Oracle."),
    ("003", "The measurements show good scalability from 1P to 2P and some improvement from 2P to 4P; however, there "
            "is little improvement beyond four processors for this query."),
    ("003", "This query created a disk drive bottleneck (notice the essentially flat throughput line from 4P to 8P); "
            "therefore, the completion time remained flat from 4 to 8 processors as well."),
])
def test_the_sentences_issue_38_found_missing_are_candidates_of_their_study(study, sentence):
    """The scanner reads these sentences out of the study itself, so the coverage test holds the ledger to them."""
    document = next(d for d in STUDIES if d.startswith(study))
    assert sentence in {c.text for c in candidates(document)}


def test_unknown_kinds_and_bad_effects_are_reported():
    good = Effect(metric="throughput", baseline="1 Gb OSA", variant="HiperSockets", change_pct=11.0)
    assert checks.kind_problems([_entry(kind="measured_effect", effect=good)]) == []
    assert checks.kind_problems([_entry(kind="opinion")])
    assert checks.kind_problems([_entry(effect=Effect("speed", "a", "b", 1.0))])  # type: ignore[arg-type]
    assert checks.kind_problems([_entry(effect=Effect("throughput", "a", "b", float("nan")))])


def test_dispositions_that_name_nothing_real_are_reported():
    r = all_rules()[0]
    cited = r.sources[0]
    quote = next(s.text for s in candidates(cited.document))
    carried = _entry(id=f"{cited.document[:3]}-001", cite=Cite(cited.document, cited.section), quote=quote,
                     does=(rules(r.id),))
    assert ledger_checks.disposition_problems([carried]) == []
    other = next(c.section for x in all_rules() for c in x.sources
                 if c.document == cited.document and all(c.section != s.section for s in r.sources))
    assert ledger_checks.disposition_problems([_entry(cite=Cite(cited.document, other), does=(rules(r.id),))])
    assert ledger_checks.disposition_problems([_entry(does=(rules("ZZ999"),))])
    assert ledger_checks.disposition_problems([_entry(does=(rules(),))])
    assert ledger_checks.disposition_problems([_entry(does=())])
    assert ledger_checks.disposition_problems([_entry(does=(nothing(" "),))])
    assert ledger_checks.disposition_problems([_entry(does=(Does("maybe"),))])  # type: ignore[arg-type]
    assert ledger_checks.disposition_problems([_entry(does=(default("interconnect.type"),))]) == []
    assert ledger_checks.disposition_problems([_entry(does=(default("interconnect.colour"),))])
    assert ledger_checks.disposition_problems([_entry(does=(default("cluster.name"),))])  # required: it has no default
    plan = sorted((targets.FIXTURES_DIR / "plans").glob("*.json"))[0].stem
    assert ledger_checks.disposition_problems([_entry(does=(reference(plan),))]) == []
    assert ledger_checks.disposition_problems([_entry(does=(reference("no-such-plan"),))])
    assert ledger_checks.disposition_problems([_entry(does=(capacity("SWEET_SPOT_USERS"),))]) == []
    assert ledger_checks.disposition_problems([_entry(does=(capacity("capacity_estimate"),))]) == []
    assert ledger_checks.disposition_problems([_entry(does=(capacity("math"),))])  # imported there, not a figure
    assert ledger_checks.disposition_problems([_entry(does=(capacity("_private"),))])


def test_a_rule_below_the_floor_of_its_entry_is_reported():
    for kind, floor in policy.KIND_FLOOR.items():
        below = [r for r in all_rules() if SEVERITIES.index(r.severity) > SEVERITIES.index(floor)]
        at_or_above = [r for r in all_rules() if SEVERITIES.index(r.severity) <= SEVERITIES.index(floor)]
        if below:
            assert ledger_checks.floor_problems([_entry(kind=kind, does=(rules(below[0].id),))])
        if at_or_above:
            assert ledger_checks.floor_problems([_entry(kind=kind, does=(rules(at_or_above[0].id),))]) == []


def test_a_rule_no_entry_names_is_reported():
    every = all_rules()
    entries = [_entry(does=(rules(*(r.id for r in every[1:])),))]
    assert ledger_checks.unnamed_rules(entries) == [f"{every[0].id} is named by no ledger entry"]


def test_set_aside_problems_are_reported():
    quote, section = _sentence(STUDIES[0])
    good = SetAside(Cite(STUDIES[0], section), (quote,), "marketing text; asks nothing of a configuration")
    assert checks.set_aside_problems([good]) == []
    assert checks.set_aside_problems([SetAside(good.cite, (quote,), "")])
    assert checks.set_aside_problems([SetAside(good.cite, ("Not in the study at all.",), good.reason)])
    assert checks.set_aside_problems([SetAside(Cite(STUDIES[0], "No such heading"), (quote,), good.reason)])
